import { apiRoutes, Subject } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { startFakeApi, serverError } from '@/test/fake-api';
import { exampleOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { signIn } from '@/test/session';

/** The lazy route's first import can take longer than findBy's default second. */
const LAZY = { timeout: 5000 };
const { examId } = exampleOf(Subject);
const path = `/exams/${examId}/subjects`;

const logInAsAdmin = () => signIn({ role: 'ADMIN' }, 'subjects');

/** The contract's example subject (Physics, in course examId), with the test's changes. */
const subject = (overrides: Partial<Subject>): Subject => ({ ...exampleOf(Subject), ...overrides });

const courseRoute = `GET ${apiRoutes.courses.collection}/${examId}`;

// The first test pays for loading the lazy route and the app shell.
describe('subjects screen', { timeout: 15_000 }, () => {
  it('lists the subjects in a table with topics, status and Go to Journey', async () => {
    await startFakeApi({
      [courseRoute]: () => ({ status: 200, body: { data: { _id: examId, title: 'Science' } } }),
      [`GET ${apiRoutes.subjects.collection}`]: () => ({
        status: 200,
        body: {
          data: [
            subject({}),
            subject({
              _id: '8d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a',
              title: 'Chemistry',
              is_active: false,
              topicCount: 2,
            }),
          ],
        },
      }),
    });
    logInAsAdmin();
    renderRoutes(appRoutes, path);

    const table = await screen.findByRole('table', {}, LAZY);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Description', 'Topics', 'Status', 'Actions']);
    const physics = within(table).getByRole('row', { name: /Physics/ });
    expect(within(physics).getByText('4')).toBeInTheDocument();
    expect(within(physics).getByText('Active')).toBeInTheDocument();
    expect(within(physics).getByRole('link', { name: 'Go to Journey' })).toHaveAttribute(
      'href',
      `${path}/7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a/journey`,
    );
    const chemistry = within(table).getByRole('row', { name: /Chemistry/ });
    expect(within(chemistry).getByText('Inactive')).toBeInTheDocument();
    expect(
      within(chemistry).getByRole('button', { name: 'Activate Chemistry' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Science', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/exams');
  });

  it('shows the empty state', async () => {
    await startFakeApi({
      [`GET ${apiRoutes.subjects.collection}`]: () => ({ status: 200, body: { data: [] } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logInAsAdmin();
    renderRoutes(appRoutes, path);
    expect(await screen.findByText('No subjects found', {}, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText(
        "This course doesn't have any subjects yet. Add your first subject to get started.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the error state with Return to Exams', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startFakeApi({
      [`GET ${apiRoutes.subjects.collection}`]: () => serverError(),
    });
    logInAsAdmin();
    renderRoutes(appRoutes, path);
    expect(await screen.findByText('Error Loading Subjects', {}, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem loading the subjects. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Exams' })).toHaveAttribute('href', '/exams');
    expect(logged).toHaveBeenCalledWith('Failed to fetch subjects', expect.anything());
  });
});
