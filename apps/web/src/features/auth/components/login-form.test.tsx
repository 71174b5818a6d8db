import { apiRoutes } from '@markwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';

let server: TestServer | undefined;

async function openLogin() {
  const view = renderRoutes(appRoutes, '/login');
  await screen.findByRole('button', { name: 'Sign In' });
  return view;
}

describe('login', () => {
  it('shows the product name from the server on the card', async () => {
    server = await startFakeApi({}, 'Acme Exams');
    await openLogin();
    expect(await screen.findByText('Acme Exams')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('toggles the password visibility', async () => {
    server = await startFakeApi({});
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show or hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'teacher@example.test', ''],
    ['the email empty', '', 'secret'],
  ])('with %s shows a toast and sends no request', async (_case, email, password) => {
    server = await startFakeApi({});
    await openLogin();
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', apiRoutes.auth.login)).toHaveLength(0);
  });

  it("shows 'Signing In...' while pending, then stores the session and opens the admin home", async () => {
    const session = buildSession({ role: 'ADMIN', firstName: 'Ada' }, 'login');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startFakeApi({
      [`POST ${apiRoutes.auth.login}`]: async () => {
        await gate;
        return { status: 200, body: session };
      },
    });
    const { router } = await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  ada@example.test ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();

    release();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/exams'));
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();

    expect(requestsTo(server, 'POST', apiRoutes.auth.login)[0]?.body).toEqual({
      email: 'ada@example.test',
      password: 'correct horse',
    });
    expect(storage.getAuthToken()).toBe('access-login');
    expect(storage.getRefreshToken()).toBe('refresh-login');
    expect(storage.getProfile()).toEqual(session.data);
    expect(storage.getIsLoggedIn()).toBe(true);
    expect(userStore.getState()).toMatchObject({ isAuthenticated: true, user: session.data });
  });

  it('sends a student to the student portal', async () => {
    const session = buildSession({ role: 'STUDENT' }, 'student');
    server = await startFakeApi({
      [`POST ${apiRoutes.auth.login}`]: () => ({ status: 200, body: session }),
    });
    const { router } = await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'student@example.test');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student-portal'));
    expect(await screen.findByText('Student Portal')).toBeInTheDocument();
  });

  it("shows 'Login failed' with the server's message", async () => {
    server = await startFakeApi({
      [`POST ${apiRoutes.auth.login}`]: () => ({
        status: 401,
        body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' },
      }),
    });
    const { router } = await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getAuthToken()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends someone already logged in to their home', async () => {
    server = await startFakeApi({});
    storage.setProfile(buildSession({ role: 'STUDENT' }).data);
    const { router } = renderRoutes(appRoutes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-portal'));
  });
});
