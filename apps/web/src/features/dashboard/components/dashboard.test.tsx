import { PERFORMANCE_RANGES, apiRoutes, type PerformanceData } from '@markwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes, renderWithProviders } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { DashboardRoute } from '../routes/dashboard';
import { EMPTY_TEXTS, PerformanceChartsView } from './performance-charts';

let server: TestServer | undefined;

const noData: PerformanceData = {
  weekly: [{ weekStart: '2026-11-16', averagePercentage: null, sessions: 0 }],
  byCourse: [{ courseId: 'c', title: 'Science', averagePercentage: null, sessions: 0 }],
  distribution: PERFORMANCE_RANGES.map((range) => ({ range, count: 0 })),
};

const openDashboard = () =>
  renderRoutes([{ path: '/dashboard', Component: DashboardRoute }], '/dashboard');

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows the intro and the four stat cards, Average Performance with %', async () => {
    server = await startFakeApi({
      [`GET ${apiRoutes.dashboard.stats}`]: () => ({
        status: 200,
        body: {
          data: {
            totalStudents: 48,
            pendingEvaluations: 7,
            completedExams: 170,
            averagePerformance: 59.3,
          },
        },
      }),
      [`GET ${apiRoutes.dashboard.performance}`]: () => ({ status: 200, body: { data: noData } }),
    });
    openDashboard();
    expect(
      screen.getByText("Here's what's happening with your classes today."),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard stats');
    for (const label of [
      'Total Students',
      'Pending Evaluations',
      'Completed Exams',
      'Average Performance',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(await screen.findByText('59.3%')).toBeInTheDocument();
    expect(screen.getByText('48')).toBeInTheDocument();
    expect(screen.getByText('170')).toBeInTheDocument();
    expect(await screen.findByText(EMPTY_TEXTS.weekly)).toBeInTheDocument();
  });

  it('shows the fallback error texts and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startFakeApi({
      [`GET ${apiRoutes.dashboard.stats}`]: () => ({ status: 500, body: 'down' }),
      [`GET ${apiRoutes.dashboard.performance}`]: () => ({ status: 500, body: 'down' }),
    });
    openDashboard();
    expect(await screen.findByText('Failed to fetch dashboard stats')).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to fetch performance data')).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    await vi.waitFor(() =>
      expect(requestsTo(server!, 'GET', apiRoutes.dashboard.stats)).toHaveLength(2),
    );
  });
});

describe('performance charts', () => {
  it('shows an empty state in each chart when there is no data', () => {
    renderWithProviders(<PerformanceChartsView data={noData} pendingState={null} />);
    expect(screen.getByRole('heading', { name: 'Performance trend' })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXTS.weekly)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXTS.byCourse)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXTS.distribution)).toBeInTheDocument();
  });

  it('keeps every chart titled while loading', () => {
    renderWithProviders(
      <PerformanceChartsView data={undefined} pendingState={{ status: 'loading' }} />,
    );
    expect(screen.getByRole('heading', { name: 'Score distribution' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Average by course' })).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXTS.byCourse)).toBeNull();
  });
});
