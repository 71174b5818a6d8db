import { apiRoutes, type StudentExamSession, type UserProfile } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestReply, TestServer } from '@/test/test-server';
import { buildExamSession, evaluatedSession, lookupResponse } from '../lib/test-sessions';
import { StudentReportsRoute } from './student-reports';

let server: TestServer | undefined;
/** jsdom renders a full table slowly on a busy machine. */
const SLOW = { timeout: 5000 };

const LOOKUP = apiRoutes.practiceSessions.findUserWithSessions;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  // A desktop window (768px and wider): the reports show as a table.
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === '(min-width: 48em)',
  });
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function logIn(): UserProfile {
  const student = buildProfile({ role: 'STUDENT', firstName: 'Asha', lastName: 'Verma' });
  userStore.setUser(student);
  return student;
}

async function openReports(reply: (student: UserProfile) => TestReply | Promise<TestReply>) {
  const student = logIn();
  server = await startFakeApi({ [`POST ${LOOKUP}`]: () => reply(student) });
  renderRoutes(
    [
      { path: '/student-portal/reports', Component: StudentReportsRoute },
      { path: '/reports/:sessionId', Component: () => <h1>Report page</h1> },
    ],
    '/student-portal/reports',
  );
  return { student, user: userEvent.setup() };
}

const figure = (name: string) => screen.getByRole('group', { name });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** Twelve sessions, newest first: the first five are the ones the figures are checked against. */
function twelveSessions(): StudentExamSession[] {
  return [
    evaluatedSession(15, 20, true, {
      paper: { title: 'Light: Reflection', subject: 'Physics', qpCode: 'SCI-10-LRR' },
    }), // 75
    evaluatedSession(4, 10, false), // 40
    buildExamSession({ status: 'in_progress', overall_report: null, end_time: null }),
    buildExamSession({ status: 'evaluating', overall_report: null }),
    buildExamSession({ status: 'failed', overall_report: null }),
    ...Array.from({ length: 7 }, () => evaluatedSession(9, 10, true)), // 90 each
  ];
}

describe('Your Exam Reports', () => {
  it("asks for the student's own sessions by email and shows the figures and the table", async () => {
    const sessions = twelveSessions();
    const { student } = await openReports((me) => ({
      status: 200,
      body: lookupResponse(me, sessions),
    }));

    expect(await screen.findByRole('table', {}, SLOW)).toBeInTheDocument();
    expect(requestsTo(server!, 'POST', LOOKUP).map((r) => r.body)).toEqual([
      { email: student.email },
    ]);

    // 12 exams; 9 evaluated of which 8 passed; mean of 75, 40 and seven 90s = 82.777… → 82.8.
    expect(within(figure('Exams Taken')).getByText('12')).toBeInTheDocument();
    expect(within(figure('Passed')).getByText('8')).toBeInTheDocument();
    expect(within(figure('Passed')).getByText('of 9 exams evaluated')).toBeInTheDocument();
    expect(within(figure('Average Score')).getByText('82.8%')).toBeInTheDocument();

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Exam Name', 'Subject', 'Date', 'Score', 'Status', 'Action']);

    const [pass, fail, inProgress, evaluating, failed] = bodyRows();
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(pass)).toEqual([
      'Light: ReflectionSCI-10-LRR',
      'Physics',
      formatDateTime('2026-03-14T09:30:00.000Z'),
      '75/100',
      'Pass',
      'View Details',
    ]);
    expect(cells(fail).slice(3, 5)).toEqual(['40/100', 'Fail']);
    expect(cells(inProgress).slice(3, 5)).toEqual(['—', 'In Progress']);
    expect(cells(evaluating).slice(3, 5)).toEqual(['—', 'Being evaluated']);
    expect(cells(failed).slice(3, 5)).toEqual(['—', 'Being checked by your teacher']);

    // Only an evaluated session opens its report.
    expect(within(pass!).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/reports/${sessions[0]!._id}`,
    );
    for (const row of [inProgress, evaluating, failed]) {
      expect(within(row!).queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument();
    }
    expect(within(evaluating!).getByText('Available once evaluated')).toBeInTheDocument();
  });

  it('pages five at a time, and a new page size starts again from page 1', async () => {
    const { user } = await openReports((me) => ({
      status: 200,
      body: lookupResponse(me, twelveSessions()),
    }));
    await screen.findByRole('table', {}, SLOW);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 5 of 12 reports')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 reports')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(await screen.findByText('Showing 1 to 10 of 12 reports')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(await screen.findByText('Showing 1 to 12 of 12 reports')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, and refetches on Refresh, showing that it is refreshing', async () => {
    let sessions = [evaluatedSession(3, 4, true)];
    let gate = Promise.resolve();
    let release = () => {};
    const hold = () => {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    hold();
    const { user } = await openReports(async (me) => {
      await gate;
      return { status: 200, body: lookupResponse(me, sessions) };
    });
    expect(
      await screen.findByRole('status', { name: 'Loading reports' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    release();
    await screen.findByRole('table', {}, SLOW);
    expect(within(figure('Exams Taken')).getByText('1')).toBeInTheDocument();

    sessions = [...sessions, evaluatedSession(1, 4, false)];
    hold();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('data-loading'),
      SLOW,
    );
    // The rows stay on screen while they refresh.
    expect(bodyRows()).toHaveLength(1);
    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(2), SLOW);
    expect(requestsTo(server!, 'POST', LOOKUP)).toHaveLength(2);
    expect(within(figure('Passed')).getByText('of 2 exams evaluated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('data-loading');
  });

  it("shows an attempt in review as 'Being checked by your teacher', with no score, and opens its report", async () => {
    const inReview = buildExamSession({
      paper: { title: 'Light: Refraction', subject: 'Physics', qpCode: 'SCI-10-R' },
      status: 'in_review',
      overall_report: null,
    });
    await openReports((me) => ({ status: 200, body: lookupResponse(me, [inReview]) }));
    await screen.findByRole('table', {}, SLOW);
    const [row] = bodyRows();
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(3, 5)).toEqual(['—', 'Being checked by your teacher']);
    // The marks already released can be read; the total waits for the teacher.
    expect(within(row!).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/reports/${inReview._id}`,
    );
    expect(within(figure('Passed')).getByText('0')).toBeInTheDocument();
  });

  it("says 'No Reports Found' when the student has no sessions", async () => {
    await openReports((me) => ({ status: 200, body: lookupResponse(me, []) }));
    expect(await screen.findByText('No Reports Found', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load user data' and loads again on Try Again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { user } = await openReports((me) =>
      fail
        ? {
            status: 500,
            body: { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
          }
        : { status: 200, body: lookupResponse(me, [evaluatedSession(3, 4, true)]) },
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Failed to load user data')).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(server!, 'POST', LOOKUP)).toHaveLength(2);
  });

  it("says 'Failed to process exam sessions' when the answer cannot be read", async () => {
    await openReports(() => ({
      status: 200,
      body: { success: true, message: 'ok', data: { sessions: 'not a list' } },
    }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Failed to process exam sessions')).toBeInTheDocument();
  });

  it('asks to log in again when there is no user, without a request', async () => {
    server = await startFakeApi({});
    renderRoutes(
      [{ path: '/student-portal/reports', Component: StudentReportsRoute }],
      '/student-portal/reports',
    );
    expect(
      await screen.findByText('No user data found. Please login again.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'POST', LOOKUP)).toHaveLength(0);
  });
});
