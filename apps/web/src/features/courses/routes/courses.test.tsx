import { apiRoutes, type Course } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { signIn } from '@/test/session';

let server: TestServer | undefined;
/** The lazy route's first import can take longer than findBy's default second. */
const LAZY = { timeout: 5000 };

const logInAsAdmin = () => signIn({ role: 'ADMIN' }, 'courses');

const course = (overrides: Partial<Course>): Course => ({
  _id: '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b',
  title: 'Class 10 Science',
  description: null,
  imageUrls: ['/science.png'],
  availablity_status: 'live',
  isPremium: true,
  board: 'CBSE',
  enrolledCount: 24,
  subjectsCount: 3,
  difficultyLevel: 'Intermediate',
  createdAt: '2025-01-15T09:30:00.000Z',
  ...overrides,
});

// The first test pays for loading the lazy route and the app shell.
describe('courses screen', { timeout: 15_000 }, () => {
  it('shows six skeleton cards, then every field of a card with its fallbacks', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server = await startFakeApi({
      [`GET ${apiRoutes.courses.adminList}`]: async () => {
        await gate;
        return {
          status: 200,
          body: {
            data: [
              course({}),
              course({
                _id: '1b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b',
                title: 'Bare course',
                imageUrls: [],
                availablity_status: 'available',
                isPremium: false,
                board: null,
                difficultyLevel: 'Beginner',
              }),
            ],
          },
        };
      },
    });
    logInAsAdmin();
    renderRoutes(appRoutes, '/exams');

    const loading = await screen.findByRole('status', { name: 'Loading courses' }, LAZY);
    expect(loading.children).toHaveLength(6);
    release();

    const full = (await screen.findByRole('heading', { name: 'Class 10 Science' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(full).getByRole('img', { name: 'Class 10 Science' })).toHaveAttribute(
      'src',
      '/science.png',
    );
    expect(within(full).getByText('Live')).toBeInTheDocument();
    expect(within(full).getByText('Premium')).toBeInTheDocument();
    expect(within(full).getByText('Jan 15, 2025')).toBeInTheDocument();
    expect(within(full).getByRole('link', { name: 'View Subjects' })).toHaveAttribute(
      'href',
      '/exams/0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b/subjects',
    );

    const bare = screen
      .getByRole('heading', { name: 'Bare course' })
      .closest('article') as HTMLElement;
    expect(within(bare).getByText('No image')).toBeInTheDocument();
    expect(within(bare).queryByRole('img')).toBeNull();
    expect(within(bare).getByText('Available')).toBeInTheDocument();
    expect(within(bare).queryByText('Premium')).toBeNull();
    expect(within(bare).getByText('N/A')).toBeInTheDocument();
    expect(within(bare).getByText('Beginner')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server = await startFakeApi({
      [`GET ${apiRoutes.courses.adminList}`]: () => ({ status: 200, body: { data: [] } }),
    });
    logInAsAdmin();
    renderRoutes(appRoutes, '/exams');
    expect(await screen.findByText('No courses found', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText("You haven't created any courses yet.")).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server = await startFakeApi({
      [`GET ${apiRoutes.courses.adminList}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { statusCode: 500, message: 'boom', error: 'Server Error' } }
          : { status: 200, body: { data: [course({})] } };
      },
    });
    logInAsAdmin();
    renderRoutes(appRoutes, '/exams');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }, LAZY));
    expect(await screen.findByRole('heading', { name: 'Class 10 Science' })).toBeInTheDocument();
    expect(requestsTo(server, 'GET', apiRoutes.courses.adminList)).toHaveLength(2);
  });

  it('refuses a course without a title, naming the field, and sends nothing', async () => {
    server = await startFakeApi({
      [`GET ${apiRoutes.courses.adminList}`]: () => ({ status: 200, body: { data: [] } }),
    });
    logInAsAdmin();
    renderRoutes(appRoutes, '/exams');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Course' }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveFocus();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
