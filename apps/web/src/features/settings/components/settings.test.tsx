import { apiRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { SettingsRoute } from '../routes/settings';

let server: TestServer | undefined;

function signedIn(overrides: Parameters<typeof buildSession>[0] = {}) {
  const session = buildSession(overrides, 'settings');
  storage.setAuthToken(session.token);
  storage.setRefreshToken(session.refreshToken);
  storage.setProfile(session.data);
  userStore.setUser(session.data);
  return session;
}

const openSettings = () =>
  renderRoutes([{ path: '/settings', Component: SettingsRoute }], '/settings');

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
    signedIn();
    openSettings();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
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
    signedIn();
    openSettings();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));

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
      signedIn();
      openSettings();
      const user = userEvent.setup();
      const form = screen.getByRole('form', { name: 'Change password' });
      await user.type(within(form).getByLabelText('Current password'), 'wrong-one');
      await user.type(within(form).getByLabelText('New password'), 'new-password-1');
      await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
      await user.click(within(form).getByRole('button', { name: 'Update Password' }));
      await waitFor(() =>
        expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(shown),
      );
      expect(screen.queryByText('Failed to update password. Please try again.')).toBeNull();
    },
  );

  it('toasts a failure no field explains', async () => {
    server = await startFakeApi({
      [`PUT ${apiRoutes.user.password}`]: () => ({
        status: 500,
        body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
      }),
    });
    signedIn();
    openSettings();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
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
    // Nothing here that does nothing: no notification switches, no language.
    expect(screen.queryByRole('switch', { name: /Email notifications/ })).toBeNull();
    expect(screen.queryByLabelText('Language')).toBeNull();

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
      language: 'english',
    });
    await waitFor(() => expect(storage.getProfile()?.preferences.theme).toBe('dark'));
  });
});
