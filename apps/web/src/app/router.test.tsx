import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { appRoutes } from './router';

describe('routes', () => {
  it('shows the 404 screen with a way home for unknown addresses', async () => {
    await startFakeApi({});
    renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows a landing page with a Login link', async () => {
    await startFakeApi({});
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['an admin', 'ADMIN', 'Dashboard', '/exams'],
    ['a student', 'STUDENT', 'My portal', '/student-portal'],
  ] as const)(
    'offers %s signed in their home on the landing page, not Login',
    async (_who, role, label, target) => {
      await startFakeApi({});
      storage.setProfile(buildProfile({ role }));
      renderRoutes(appRoutes, '/');
      expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', target);
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['an admin', 'ADMIN', '/exams'],
    ['a student', 'STUDENT', '/student-portal'],
    ['anyone else', null, '/login'],
  ] as const)('Access Denied sends %s to %s', async (_who, role, target) => {
    await startFakeApi({});
    if (role) storage.setProfile(buildProfile({ role }));
    renderRoutes(appRoutes, '/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Dashboard' })).toHaveAttribute(
      'href',
      target,
    );
  });

  it('keeps question papers public, on a page of their own for visitors', async () => {
    await startFakeApi({});
    renderRoutes(appRoutes, '/question-papers');
    expect(await screen.findByRole('heading', { name: 'Question Papers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it("shows an admin the question papers inside the admin area, the sidebar's link current", async () => {
    await startFakeApi({});
    storage.setProfile(buildProfile({ role: 'ADMIN' }));
    renderRoutes(appRoutes, '/question-papers');
    expect(await screen.findByRole('heading', { name: 'Question Papers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Question Papers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('button', { name: 'Home' })).toBeNull();
  });

  it('sends a visitor without a session from a protected screen to /', async () => {
    await startFakeApi({});
    const { router } = renderRoutes(appRoutes, '/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders the admin layout with the server product name, greeting and navigation', async () => {
    await startFakeApi({}, 'Acme Exams');
    storage.setProfile(buildProfile({ role: 'ADMIN', firstName: 'Ada', lastName: 'Lovelace' }));
    const { router } = renderRoutes(appRoutes, '/exams');

    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByText('Create, manage, and track your courses.')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    expect(await screen.findByText('Acme Exams')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Acme Exams'));
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();

    const courses = screen.getByRole('link', { name: 'Courses' });
    expect(courses).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('falls back to the default product name when app config fails', async () => {
    const api = await startFakeApi({
      'GET /app-config': () => ({
        status: 503,
        body: { statusCode: 503, message: 'down', error: 'x' },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setProfile(buildProfile({ role: 'ADMIN' }));
    renderRoutes(appRoutes, '/exams');
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'GET', '/app-config')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Markwise')).toBeInTheDocument();
  });

  it('renders the student layout with tabs following the route', async () => {
    await startFakeApi({});
    storage.setProfile(buildProfile({ role: 'STUDENT', firstName: 'Alan', lastName: 'Turing' }));
    const { router } = renderRoutes(appRoutes, '/student-portal/exams');

    expect(await screen.findByRole('heading', { name: 'Access Your Reports' })).toBeInTheDocument();
    expect(screen.getByText('Student Portal')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Alan Turing')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exams' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-portal/reports'));
    expect(await screen.findByRole('heading', { name: 'Your Exam Reports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  });
});
