import {
  evaluationRoutes,
  pathTo,
  type EvaluationQueueItem,
  type EvaluationQueueResponse,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest } from '@/test/test-server';
import { EvaluationQueueRoute } from './evaluation-queue';

const SLOW = { timeout: 5000 };
const failedItem: EvaluationQueueItem = {
  sessionId: 's-failed',
  status: 'failed',
  failureReason: 'Evaluation failed: HTTP 401 Incorrect API key provided (1 attempt)',
  failureSummary: 'The marking service refused its API key: check the evaluator settings.',
  evaluationRuns: 1,
  submittedAt: '2025-03-14T10:12:00.000Z',
  deadlineAt: '2025-03-14T10:40:00.000Z',
  student: { id: 'u-1', name: 'Asha Verma', email: 'asha.verma@example.edu' },
  paper: { id: 'p-1', title: 'Light: Reflection', qpCode: 'SCI-10-L' },
};
const overdueItem: EvaluationQueueItem = {
  ...failedItem,
  sessionId: 's-open',
  status: 'in_progress',
  failureReason: null,
  failureSummary: null,
  submittedAt: null,
  student: { id: 'u-2', name: 'Ravi Kumar', email: 'ravi.kumar@example.edu' },
};

/** A fake queue: the failed list holds `failed` until it is retried. */
function queueApi(failed: EvaluationQueueItem[]) {
  const page = (request: RecordedRequest): EvaluationQueueResponse => {
    const list = new URL(request.url, 'http://x').searchParams.get('status');
    const data = list === 'failed' ? failed : list === 'overdue' ? [overdueItem] : [];
    return {
      data,
      pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 20 },
      counts: { failed: failed.length, submitted: 0, evaluating: 0, in_review: 0, overdue: 1 },
    };
  };
  return startFakeApi({
    [`GET ${evaluationRoutes.queue}`]: (request) => ({ status: 200, body: page(request) }),
    [`POST ${pathTo(evaluationRoutes.reEvaluate, { sessionId: 's-failed' })}`]: () => {
      failed.splice(0);
      return {
        status: 202,
        body: { data: { sessionId: 's-failed', status: 'submitted', run: 2, overridesKept: true } },
      };
    },
  });
}

const renderQueue = (path = '/evaluation-queue') =>
  renderRoutes([{ path: '/evaluation-queue', Component: EvaluationQueueRoute }], path);

describe('the evaluation queue', () => {
  it('shows a failure in plain words with its details, and retries it', async () => {
    const server = await queueApi([failedItem]);
    renderQueue();

    const table = await screen.findByRole('table', { name: 'Failed attempts' }, SLOW);
    const row = within(table).getByRole('row', { name: /Asha Verma/ });
    expect(within(row).getByText(failedItem.failureSummary!)).toBeVisible();
    expect(within(row).getByText(failedItem.failureReason!)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Failed/, selected: true })).toBeVisible();
    expect(screen.getByLabelText('1 open past deadline')).toBeVisible();

    await userEvent.click(
      within(row).getByRole('button', { name: "Retry marking Asha Verma's Light: Reflection" }),
    );
    await waitFor(() =>
      expect(
        requestsTo(server, 'POST', pathTo(evaluationRoutes.reEvaluate, { sessionId: 's-failed' })),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('No failed evaluations', {}, SLOW)).toBeVisible();
    expect(screen.getByLabelText('0 failed')).toBeVisible();
  });

  it('lists attempts left open past their deadline, from the address', async () => {
    await queueApi([]);
    renderQueue('/evaluation-queue?list=overdue');

    const table = await screen.findByRole('table', { name: 'Open past deadline attempts' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Deadline' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/students/u-2',
    );
    expect(within(table).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByText(/submitted automatically within a minute/)).toBeVisible();
  });

  it('switches lists with the tabs and says when one is empty', async () => {
    await queueApi([]);
    renderQueue();
    expect(await screen.findByText('No failed evaluations', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /Being marked/ }));
    expect(await screen.findByText('Nothing is being marked', {}, SLOW)).toBeVisible();
  });

  it('offers to try again when the queue cannot be loaded', async () => {
    await startFakeApi({
      [`GET ${evaluationRoutes.queue}`]: () => ({
        status: 500,
        body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
      }),
    });
    renderQueue();
    expect(await screen.findByText('Error Loading the Queue', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
