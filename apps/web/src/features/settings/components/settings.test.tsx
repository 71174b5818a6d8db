import { apiRoutes, type UserProfile } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { storage } from '@/lib/storage';
import { requestsTo, startFakeApi, serverError } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { signIn } from '@/test/session';
import { SettingsRoute } from '../routes/settings';

let server: TestServer | undefined;

// The harness puts i18next back in English; this also resets the page's lang and stored choice.
afterEach(async () => {
  await showLanguage('en');
});

const signedIn = (overrides: Partial<UserProfile> = {}) => signIn(overrides, 'settings');

const openSettings = () =>
  renderRoutes([{ path: '/settings', Component: SettingsRoute }], '/settings');

/** Signs in, opens the settings and sends the password form filled so; returns the form. */
async function changePassword(current: string, next: string, confirmation = next) {
  signedIn();
  openSettings();
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  return form;
}

describe('settings', { timeout: 20_000 }, () => {
  it('shows the profile with a read-only email and the department default', async () => {
    server = await startFakeApi({});
    signedIn({ firstName: 'Priya', email: 'priya@school.test', department: null });
    openSettings();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Priya');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Department', { selector: 'input' })).toHaveValue('Mathematics');
  });

  it("shows a student's school and class read-only (their admin manages them); an admin's editable", async () => {
    server = await startFakeApi({});
    signedIn({ role: 'STUDENT', school: 'Greenfield', student_class: 'Grade 10A' });
    const { unmount } = openSettings();
    expect(screen.getByLabelText('School')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Class')).toHaveValue('Grade 10A');
    expect(screen.getByLabelText('Class')).toHaveAttribute('readonly');
    expect(screen.getAllByText('Your institution’s admin manages this.')).toHaveLength(2);
    unmount();
    signedIn({ role: 'ADMIN', school: 'Greenfield' });
    openSettings();
    expect(screen.getByLabelText('School')).not.toHaveAttribute('readonly');
  });

  it("blocks mismatched passwords with 'New passwords do not match.' and sends nothing", async () => {
    server = await startFakeApi({});
    await changePassword('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('New passwords do not match.')).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', apiRoutes.user.password)).toHaveLength(0);
  });

  it('stores the fresh tokens and clears the form after a password change', async () => {
    server = await startFakeApi({
      [`PUT ${apiRoutes.user.password}`]: () => ({
        status: 200,
        body: {
          message: 'Password updated successfully!',
          token: 'access-new',
          refreshToken: 'refresh-new',
        },
      }),
    });
    const form = await changePassword('old-password', 'new-password-1');

    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', apiRoutes.user.password)[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    expect(storage.getAuthToken()).toBe('access-new');
    expect(storage.getRefreshToken()).toBe('refresh-new');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    ['Current password is incorrect', 'Current password', 'Current password is incorrect'],
    [
      'newPassword is one of the most commonly used passwords; choose a less predictable one',
      'New password',
      'New password is one of the most commonly used passwords; choose a less predictable one',
    ],
  ])(
    "shows the API's refusal '%s' under its field, in the form's words",
    async (message, label, shown) => {
      server = await startFakeApi({
        [`PUT ${apiRoutes.user.password}`]: () => ({
          status: 400,
          body: { statusCode: 400, message, error: 'Bad Request' },
        }),
      });
      const form = await changePassword('wrong-one', 'new-password-1');
      await waitFor(() =>
        expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(shown),
      );
      expect(screen.queryByText('Failed to update password. Please try again.')).toBeNull();
    },
  );

  it('toasts a failure no field explains', async () => {
    server = await startFakeApi({
      [`PUT ${apiRoutes.user.password}`]: () => serverError('Internal server error'),
    });
    await changePassword('old-password', 'new-password-1');
    expect(
      await screen.findByText('Failed to update password. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the theme in use, agreeing with the header switch, and saves it to the account', async () => {
    server = await startFakeApi({
      [`PUT ${apiRoutes.user.preferences}`]: (request) => ({
        status: 200,
        body: { message: 'Preferences updated successfully!', data: request.body },
      }),
    });
    signedIn();
    openSettings();
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    // Nothing here that does nothing: no notification switches. The language shows the one in use.
    expect(screen.queryByRole('switch', { name: /Email notifications/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText('Preferences updated successfully!')).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', apiRoutes.user.preferences)[0]?.body).toEqual({
      emailNotifications: true,
      examSubmissions: true,
      evaluationReminders: false,
      theme: 'dark',
      // The language in use, as its code: the old default 'english' becomes 'en'.
      language: 'en',
    });
    await waitFor(() => expect(storage.getProfile()?.preferences.theme).toBe('dark'));
  });

  it('switches the interface to Hindi at once and saves the choice as its code', async () => {
    server = await startFakeApi({
      [`PUT ${apiRoutes.user.preferences}`]: (request) => ({
        status: 200,
        body: { message: 'Preferences updated successfully!', data: request.body },
      }),
    });
    signedIn();
    openSettings();
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: 'Preferences' });
    const options = within(card).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'हिन्दी', 'தமிழ்']);

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Language' }), 'hi');

    // The card speaks Hindi before anything is saved, as the theme applies before Save.
    const hindiCard = await screen.findByRole('region', { name: 'प्राथमिकताएँ' });
    expect(within(hindiCard).getByText('थीम')).toBeInTheDocument();
    expect(within(hindiCard).getByRole('radio', { name: 'लाइट' })).toBeChecked();
    expect(within(hindiCard).getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(requestsTo(server, 'PUT', apiRoutes.user.preferences)).toHaveLength(0);

    await user.click(within(hindiCard).getByRole('button', { name: 'प्राथमिकताएँ सहेजें' }));

    expect(await screen.findByText('प्राथमिकताएँ सफलतापूर्वक अपडेट हो गईं!')).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', apiRoutes.user.preferences)[0]?.body).toMatchObject({
      theme: 'light',
      language: 'hi',
    });
    await waitFor(() => expect(storage.getProfile()?.preferences.language).toBe('hi'));
  });
});
