import {
  apiRoutes,
  pathTo,
  reviewRoutes,
  type LevelStatisticsResponse,
  type QuestionStatistics,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serverError, startFakeApi } from '@/test/fake-api';
import { classesRoute } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest, TestReply, TestServer } from '@/test/test-server';
import { LevelReportsRoute } from './level-reports';

const LEVEL = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const statisticsPath = pathTo(apiRoutes.levelStatistics.questions, { levelId: LEVEL });
const gradebookPath = pathTo(apiRoutes.levelStatistics.gradebook, { levelId: LEVEL });
const level = {
  _id: LEVEL,
  title: 'Unit test: Light',
  examId: 'course-1',
  subjectId: 'subject-1',
  paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
};

function question(number: number, overrides: Partial<QuestionStatistics> = {}): QuestionStatistics {
  return {
    questionId: `q-${number}`,
    number,
    text: `State law ${number} of reflection.`,
    marks: 4,
    n: 4,
    mean: 1.75,
    facility: 0.4375,
    discrimination: 0.829,
    distribution: [1, 1, 1, 0, 1].map((count, marks) => ({ marks, count })),
    missingPoints: [
      { point: 'Gives an example', count: 3 },
      { point: 'Names the law.', count: 2 },
    ],
    ...overrides,
  };
}

const statistics: LevelStatisticsResponse = {
  data: {
    level,
    attempts: 4,
    questions: [
      question(1),
      question(2, {
        marks: 6,
        mean: 3.25,
        facility: 0.542,
        discrimination: -0.1,
        distribution: [0, 1, 0, 1, 1, 1, 0].map((count, marks) => ({ marks, count })),
        missingPoints: [],
      }),
    ],
  },
};

const empty: LevelStatisticsResponse = {
  data: {
    level,
    attempts: 0,
    questions: [
      question(1, {
        n: 0,
        mean: null,
        facility: null,
        discrimination: null,
        distribution: [0, 0, 0, 0, 0].map((count, marks) => ({ marks, count })),
        missingPoints: [],
      }),
    ],
  },
};

type Serve = { answer?: () => TestReply | Promise<TestReply> };

async function serve({ answer = () => ({ status: 200, body: statistics }) }: Serve = {}) {
  return startFakeApi({
    ...classesRoute,
    [`GET ${pathTo(apiRoutes.levelUsers, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: {
        data: {
          level,
          users: [],
          totalAttempted: 0,
          totalCompleted: 0,
          pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10 },
        },
      },
    }),
    [`GET ${pathTo(reviewRoutes.levelReviews, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: {
        data: [],
        questions: [],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 1 },
      },
    }),
    [`GET ${statisticsPath}`]: () => answer(),
    [`GET ${gradebookPath}`]: (request) => ({
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: `Student Name ${new URL(request.url, 'http://x').searchParams.get('format')}\n`,
    }),
  });
}

const statisticsRequests = (server: TestServer) =>
  server.requests.filter((request) => request.url.startsWith(`/api${statisticsPath}`));
const formatOf = (request: RecordedRequest) =>
  new URL(request.url, 'http://x').searchParams.get('format');

async function openStatistics() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [{ path: '/exams/journey/reports/:levelId', Component: LevelReportsRoute }],
    `/exams/journey/reports/${LEVEL}`,
  );
  await screen.findByText('No students found');
  return { ...view, user };
}

describe('Level statistics', () => {
  it('reads the statistics only once the tab opens, then shows each question', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = await serve({
      answer: async () => {
        await held;
        return { status: 200, body: statistics };
      },
    });
    const { user } = await openStatistics();
    expect(statisticsRequests(server)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(await screen.findByLabelText('Loading statistics')).toBeInTheDocument();
    release();

    const first = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('State law 1 of reflection.')).toBeInTheDocument();
    expect(within(first).getByText('4 answers · 4 marks')).toBeInTheDocument();
    expect(within(first).getByLabelText('Mean 1.75 / 4')).toBeInTheDocument();
    expect(within(first).getByLabelText('Facility 44%')).toBeInTheDocument();
    expect(within(first).getByLabelText('Discrimination 0.83')).toBeInTheDocument();
    expect(within(first).getByText('Good')).toBeInTheDocument();
    expect(
      within(first).getByRole('img', {
        name: 'Answers per mark: 0 marks: 1, 1 mark: 1, 2 marks: 1, 3 marks: 0, 4 marks: 1',
      }),
    ).toBeInTheDocument();
    const missed = within(first).getByRole('list', {
      name: 'Rubric points most often missed, Question 1',
    });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gives an example (3 of 4)', 'Names the law. (2 of 4)']);

    const second = screen.getByRole('region', { name: 'Question 2' });
    expect(within(second).getByLabelText('Mean 3.25 / 6')).toBeInTheDocument();
    expect(within(second).getByText('Negative: check the question')).toBeInTheDocument();
    expect(within(second).queryByRole('list')).not.toBeInTheDocument();
    expect(
      screen.getByText("4 students: each one's latest marked attempt, all dates"),
    ).toBeVisible();
    expect(statisticsRequests(server)).toHaveLength(1);
  });

  it('downloads the gradebook as CSV and as XLSX under the level name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:gradebook');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const server = await serve();
    const { user } = await openStatistics();
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    await screen.findByRole('region', { name: 'Question 1' });

    await user.click(screen.getByRole('button', { name: 'Download gradebook (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['unit-test-light-gradebook.csv']));
    await user.click(screen.getByRole('button', { name: 'Download gradebook (XLSX)' }));
    await waitFor(() =>
      expect(saved).toEqual(['unit-test-light-gradebook.csv', 'unit-test-light-gradebook.xlsx']),
    );
    const downloads = server.requests.filter((r) => r.url.startsWith(`/api${gradebookPath}`));
    expect(downloads.map(formatOf)).toEqual(['csv', 'xlsx']);
  });

  it("says 'No marked answers yet' and offers no gradebook before any mark", async () => {
    await serve({ answer: () => ({ status: 200, body: empty }) });
    const { user } = await openStatistics();
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));

    expect(await screen.findByText('No marked answers yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Question 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download gradebook (CSV)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download gradebook (XLSX)' })).toBeDisabled();
  });

  it('shows the error panel, and Try again loads the statistics', async () => {
    let fail = true;
    const server = await serve({
      answer: () => (fail ? serverError() : { status: 200, body: statistics }),
    });
    const { user } = await openStatistics();
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Statistics')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Question 1' })).toBeInTheDocument();
    expect(statisticsRequests(server).length).toBeGreaterThanOrEqual(2);
  });
});
