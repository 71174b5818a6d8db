import { tutorRoutes, type TutorSettingsResponse } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { signIn } from '@/test/session';
import { SettingsRoute } from '../routes/settings';

const SLOW = { timeout: 5000 };

async function openSettings(role: 'ADMIN' | 'STUDENT' = 'ADMIN') {
  const server = await startFakeApi({
    [`GET ${tutorRoutes.settings}`]: () => ({
      status: 200,
      body: {
        data: { enabled: false, dailyLimit: 30, browserSpeech: false },
      } satisfies TutorSettingsResponse,
    }),
    [`PUT ${tutorRoutes.settings}`]: (request) => ({
      status: 200,
      body: { data: request.body },
    }),
  });
  signIn({ role }, 'tutor');
  renderRoutes([{ path: '/settings', Component: SettingsRoute }], '/settings');
  return { server, user: userEvent.setup() };
}

describe("the admin's tutor settings", { timeout: 20_000 }, () => {
  it('saves whether the tutor is offered and the replies a day', async () => {
    const { server, user } = await openSettings();
    const form = await screen.findByRole('form', { name: 'Tutor' }, SLOW);
    const offered = within(form).getByRole('switch', {
      name: 'Offer the Socratic tutor on released reports',
    });
    const limit = within(form).getByRole('textbox', { name: 'Replies per student per day' });
    expect(offered).not.toBeChecked();
    expect(limit).toHaveValue('30');

    await user.click(offered);
    await user.clear(limit);
    await user.type(limit, '12');
    await user.click(within(form).getByRole('button', { name: 'Save Tutor Settings' }));

    expect(await screen.findByText('Tutor settings saved.', {}, SLOW)).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', tutorRoutes.settings)[0]?.body).toEqual({
      enabled: true,
      dailyLimit: 12,
      browserSpeech: false,
    });
  });

  it("lets viva practice use the browser's speech recognition, off until the admin allows it", async () => {
    const { server, user } = await openSettings();
    const form = await screen.findByRole('form', { name: 'Tutor' }, SLOW);
    // Mantine puts the description inside the label: the name starts with the label.
    const speech = within(form).getByRole('switch', {
      name: /^Let viva practice use the browser's speech recognition/,
    });
    expect(speech).not.toBeChecked();
    expect(speech).toHaveAccessibleName(
      expect.stringContaining("send the audio to their maker's servers"),
    );

    await user.click(speech);
    await user.click(within(form).getByRole('button', { name: 'Save Tutor Settings' }));

    expect(await screen.findByText('Tutor settings saved.', {}, SLOW)).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', tutorRoutes.settings)[0]?.body).toEqual({
      enabled: false,
      dailyLimit: 30,
      browserSpeech: true,
    });
  });

  it('refuses 0 replies a day with the contract’s rule, and sends nothing', async () => {
    const { server, user } = await openSettings();
    const form = await screen.findByRole('form', { name: 'Tutor' }, SLOW);
    const limit = within(form).getByRole('textbox', { name: 'Replies per student per day' });
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(within(form).getByRole('button', { name: 'Save Tutor Settings' }));

    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(
        expect.stringContaining('Replies per student per day must be at least 1'),
      ),
    );
    expect(requestsTo(server, 'PUT', tutorRoutes.settings)).toHaveLength(0);
  });

  it('is not shown to a student', async () => {
    const { server } = await openSettings('STUDENT');
    expect(await screen.findByRole('form', { name: 'Preferences' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Tutor' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'GET', tutorRoutes.settings)).toHaveLength(0);
  });
});
