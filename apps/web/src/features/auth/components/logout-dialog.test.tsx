import { apiRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi, serverError } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { signIn } from '@/test/session';

let server: TestServer | undefined;

function logIn(role: 'ADMIN' | 'STUDENT') {
  signIn({ role }, 'logout');
  localStorage.setItem('user', '{"legacy":true}');
}

async function openDialog(path: string) {
  const view = renderRoutes(appRoutes, path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, user, dialog };
}

describe('logout', () => {
  it("asks for confirmation ('Are you sure?') and cancels without logging out", async () => {
    server = await startFakeApi({});
    logIn('ADMIN');
    const { user, dialog } = await openDialog('/exams');

    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'You will be logged out of your account and redirected to the login page.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(server, 'POST', apiRoutes.auth.logout)).toHaveLength(0);
    expect(storage.getAuthToken()).toBe('access-logout');
  });

  it('revokes the refresh token, clears everything, toasts and returns to /', async () => {
    server = await startFakeApi({
      [`POST ${apiRoutes.auth.logout}`]: () => ({ status: 204 }),
    });
    logIn('ADMIN');
    const { user, dialog, router } = await openDialog('/exams');

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(server, 'POST', apiRoutes.auth.logout)[0]?.body).toEqual({
      refreshToken: 'refresh-logout',
    });
    for (const key of ['auth_token', 'refresh_token', 'user_profile', 'is_logged_in', 'user']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(userStore.getState()).toEqual({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('logs out locally even when the server call fails (student portal)', async () => {
    server = await startFakeApi({
      [`POST ${apiRoutes.auth.logout}`]: () => serverError(),
    });
    logIn('STUDENT');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog, router } = await openDialog('/student-portal');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.getAuthToken()).toBeNull();
  });
});
