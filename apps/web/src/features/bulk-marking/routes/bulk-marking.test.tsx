import { AGREEMENT_HEADER, evaluationRoutes, type MarkingAgreement } from '@markwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startFakeApi } from '@/test/fake-api';
import { nodeFile, useNodeMultipart } from '@/test/multipart';
import { renderRoutes } from '@/test/render';
import { BulkMarkingRoute } from './bulk-marking';

const SLOW = { timeout: 5000 };
const csv = nodeFile(
  ['question,model_answer,max_marks,student_answer,teacher_mark_avg\nQ,A,2,A,2\n'],
  'answers.csv',
  'text/csv',
);
const agreement: MarkingAgreement = {
  column: 'teacher_mark_avg',
  n: 3,
  pearson: 0.8123,
  rmse: 0.41,
  exact: 2 / 3,
  withinOne: 1,
};
const marked = { status: 200, body: 'question,marks_awarded\nQ,2\n' };

const renderPage = () =>
  renderRoutes(
    [{ path: '/evaluation-queue/csv', Component: BulkMarkingRoute }],
    '/evaluation-queue/csv',
  );

async function chooseAndMark() {
  await screen.findByRole('button', { name: /CSV file/ }, SLOW);
  // Mantine's FileInput is a button over a hidden file input, which the choice goes to.
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, csv);
  await userEvent.click(screen.getByRole('button', { name: 'Mark File' }));
}

describe('marking a CSV file', () => {
  useNodeMultipart();

  it('marks the file and shows how closely it agrees with the teacher marks', async () => {
    const server = await startFakeApi({
      [`POST ${evaluationRoutes.bulk}`]: () => ({
        ...marked,
        headers: { 'content-type': 'text/csv', [AGREEMENT_HEADER]: JSON.stringify(agreement) },
      }),
    });
    renderPage();
    await chooseAndMark();

    expect(
      await screen.findByRole('heading', { name: 'answers.csv is marked' }, SLOW),
    ).toBeVisible();
    expect(screen.getByText('66.7%')).toBeVisible();
    expect(screen.getByText('0.81')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Marked CSV' })).toBeVisible();
    const [request] = server.requests.filter((r) => r.method === 'POST');
    expect(String(request!.body)).toContain('teacher_mark_avg');
    expect(request!.headers['content-type']).toMatch(/multipart\/form-data/);
  });

  it('asks before making calls to an LLM evaluator, then sends the number agreed', async () => {
    const server = await startFakeApi({
      [`POST ${evaluationRoutes.bulk}`]: (request) =>
        request.url.includes('confirmCalls=3')
          ? { ...marked, headers: { 'content-type': 'text/csv' } }
          : {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message:
                  'confirmCalls: marking this file makes 3 call(s) to the LLM evaluator (gpt-x), one per row; send confirmCalls=3 to start',
              },
            },
    });
    renderPage();
    await chooseAndMark();

    expect(await screen.findByText(/makes 3 calls to the LLM evaluator/, {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start Marking' }));
    expect(
      await screen.findByRole('heading', { name: 'answers.csv is marked' }, SLOW),
    ).toBeVisible();
    expect(screen.getByText(/no column of teacher marks/)).toBeVisible();
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2));
  });

  it('names what is wrong with the file and keeps the form', async () => {
    await startFakeApi({
      [`POST ${evaluationRoutes.bulk}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The file lacks the column(s) max_marks (found: question, answer)',
        },
      }),
    });
    renderPage();
    await chooseAndMark();
    expect(await screen.findByText(/lacks the column\(s\) max_marks/, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark File' })).toBeEnabled();
  });

  it('shows the marking under way and stops it on request', async () => {
    await startFakeApi({
      // The server is still marking: no answer comes.
      [`POST ${evaluationRoutes.bulk}`]: () => new Promise(() => {}),
    });
    renderPage();
    await chooseAndMark();
    expect(await screen.findByText(/Marking answers\.csv…/, {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stop Marking' }));
    expect(await screen.findByText('Marking stopped', {}, SLOW)).toBeVisible();
    expect(screen.queryByText('The file could not be marked')).toBeNull();
  });

  it('asks for a file before sending anything', async () => {
    const server = await startFakeApi({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark File' }, SLOW));
    expect(screen.getByText('Choose a CSV file to mark')).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
