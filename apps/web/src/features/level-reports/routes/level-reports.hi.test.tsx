import {
  apiRoutes,
  pathTo,
  reviewRoutes,
  type LevelStatisticsResponse,
  type LevelUser,
} from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { startFakeApi } from '@/test/fake-api';
import { classesRoute } from '@/test/fixtures';
import { mediaQueryList } from '@/test/media';
import { renderRoutes } from '@/test/render';
import { LevelReportsRoute } from './level-reports';

const LEVEL = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const level = {
  _id: LEVEL,
  title: 'Unit test: Light',
  examId: 'course-1',
  subjectId: 'subject-1',
  paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
};

const user = (index: number, progress: Partial<LevelUser['level_progress']> = {}): LevelUser => ({
  _id: `user-${index}`,
  firstName: `Student${index}`,
  lastName: 'Rao',
  email: `student${index}@example.edu`,
  class: 'Grade 10A',
  timestamp: '2026-11-21T08:35:00.000Z',
  level_progress: {
    completion: 'completed',
    attempts: 2,
    marks_earned: 13.5,
    session_id: `session-${index}`,
    status: 'evaluated',
    overall_report: {
      marks_awarded: 13.5,
      marks_allocated: 20,
      isPass: true,
      overall_report: 'A **good** paper.',
    },
    ...progress,
  },
});

const statistics: LevelStatisticsResponse = {
  data: {
    level,
    attempts: 4,
    questions: [
      {
        questionId: 'q-1',
        number: 1,
        text: 'State the laws of reflection.',
        marks: 4,
        n: 4,
        mean: 1.75,
        facility: 0.4375,
        discrimination: 0.829,
        distribution: [1, 1, 1, 0, 1].map((count, marks) => ({ marks, count })),
        missingPoints: [{ point: 'Names the law.', count: 3 }],
      },
    ],
  },
};

async function serve() {
  return startFakeApi({
    ...classesRoute,
    [`GET ${pathTo(apiRoutes.levelUsers, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: {
        data: {
          level,
          users: [
            user(1),
            user(2, { completion: 'in_progress', status: 'submitted', overall_report: null }),
          ],
          totalAttempted: 15,
          totalCompleted: 9,
          pagination: { currentPage: 1, totalPages: 3, totalItems: 25, limit: 10 },
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
    [`GET ${pathTo(apiRoutes.levelStatistics.questions, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: statistics,
    }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
  // The desktop layout: the students' table.
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query.includes('min-width')),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Level reports in Hindi', () => {
  it('shows the table, its filters, a result and the statistics in Hindi', async () => {
    await serve();
    await showLanguage('hi');
    const userEvents = userEvent.setup();
    renderRoutes(
      [{ path: '/exams/journey/reports/:levelId', Component: LevelReportsRoute }],
      `/exams/journey/reports/${LEVEL}`,
    );

    expect(await screen.findByRole('heading', { name: 'स्तर रिपोर्ट' })).toBeInTheDocument();
    expect(await screen.findByText('कुल प्रयास: 15')).toBeInTheDocument();
    expect(screen.getByText('पूर्ण: 9')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'छात्र का नाम',
      'ईमेल',
      'स्थिति',
      'प्रयास',
      'प्राप्त अंक',
      'कार्रवाइयाँ',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('मूल्यांकन की प्रतीक्षा')).toBeInTheDocument();
    for (const name of ['CSV निर्यात करें', 'XLSX निर्यात करें', 'पिछला', 'अगला']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'जर्नी पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'इस सप्ताह' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'आँकड़े' })).toBeInTheDocument();
    // Names from the data stay as they are.
    expect(screen.getByText('Unit test: Light')).toBeInTheDocument();

    for (const english of [
      'Level Reports',
      'Student Name',
      'Marks Obtained',
      'Total Attempts: 15',
      'Export CSV',
      'Back to Journey',
      'Awaiting evaluation',
      'This week',
      'Statistics',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }

    await userEvents.click(
      within(rows[0]!).getByRole('button', { name: 'Student1 Rao का परिणाम देखें' }),
    );
    const result = await screen.findByRole('dialog', { name: 'परीक्षा परिणाम' });
    expect(within(result).getByText('उत्तीर्ण')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'रिपोर्ट प्रिंट करें' })).toBeInTheDocument();
    expect(within(result).queryByText('PASSED')).toBeNull();
    await userEvents.click(within(result).getByRole('button', { name: 'बंद करें' }));

    await userEvents.click(screen.getByRole('tab', { name: 'आँकड़े' }));
    const card = await screen.findByRole('region', { name: 'प्रश्न 1' });
    expect(within(card).getByText('4 उत्तर · 4 अंक')).toBeInTheDocument();
    expect(within(card).getByLabelText('औसत 1.75 / 4')).toBeInTheDocument();
    expect(within(card).getByText('अच्छा')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: 'प्रति अंक उत्तर: 0 अंक: 1, 1 अंक: 1, 2 अंक: 1, 3 अंक: 0, 4 अंक: 1',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ग्रेडबुक डाउनलोड करें (CSV)' })).toBeEnabled();
    for (const english of [
      'Mean',
      'Facility',
      'Good',
      'Answers per mark',
      'Download gradebook (CSV)',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
