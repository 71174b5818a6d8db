import { apiRoutes, pathTo, regradeRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildDetailedReport, buildQuestion } from '@/components/exam-report/test-report';
import { PRINTING_PAGE_ATTRIBUTE } from '@/hooks/use-print-isolation';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestReply, TestServer } from '@/test/test-server';
import { ReportDetailsRoute } from './report-details';

const SESSION = '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60';
const REPORT = pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: SESSION });

let server: TestServer | undefined;
const SLOW = { timeout: 5000 };

async function openReport(reply: () => TestReply) {
  server = await startFakeApi({ [`GET ${REPORT}`]: reply });
  const view = renderRoutes(
    [
      { path: '/reports/:sessionId', Component: ReportDetailsRoute },
      { path: '/student-portal/reports', Component: () => <h1>Your Exam Reports</h1> },
    ],
    `/reports/${SESSION}`,
  );
  return { ...view, user: userEvent.setup() };
}

describe('Report details page', () => {
  it("shows the report's cards, the photos with their transcription and a teacher's mark", async () => {
    const question = buildQuestion({
      answer: null,
      transcription: 'Angle *i* equals angle *r*.',
      images: [{ url: '/api/attempts/s/answers/q/images/img-1?exp=1&sig=a' }],
      evaluatorMarks: 2,
      override: { marks: 3, reason: 'Diagram.', by: 'Ravi Kumar', at: '2025-03-15T08:00:00.000Z' },
    });
    await openReport(() => ({
      status: 200,
      body: { data: buildDetailedReport({ questions: [question] }) },
    }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Light: Reflection and Refraction (SCI-10-LRR)' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Report Details', level: 1 })).toBeInTheDocument();
    for (const card of [
      'Exam Information',
      'Score Summary',
      'Overall Feedback',
      'Questions And Answers',
    ]) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    const block = screen.getByRole('article', { name: 'Question 1' });
    expect(within(block).getByRole('img')).toHaveAttribute('src', question.images[0]?.url);
    expect(within(block).getByText('Transcription:')).toBeInTheDocument();
    expect(within(block).getByText("Teacher's mark: 3/4")).toBeInTheDocument();
    expect(within(block).getByText("Evaluator's mark: 2/4")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute(
      'href',
      '/student-portal/reports',
    );
  });

  it('prints only the report: the body is marked while it is shown and Print prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, router } = await openReport(() => ({
      status: 200,
      body: { data: buildDetailedReport() },
    }));
    const button = screen.getByRole('button', { name: 'Print' });
    // Nothing to print before the report arrives.
    expect(button).toBeDisabled();
    await screen.findByRole('heading', { name: 'Exam Information' }, SLOW);
    expect(button).toBeEnabled();
    expect(document.body.hasAttribute(PRINTING_PAGE_ATTRIBUTE)).toBe(true);

    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);

    await router.navigate('/student-portal/reports');
    await screen.findByRole('heading', { name: 'Your Exam Reports' }, SLOW);
    await waitFor(() => expect(document.body.hasAttribute(PRINTING_PAGE_ATTRIBUTE)).toBe(false));
  });

  it('prints in the light scheme even when the screen is dark', async () => {
    await openReport(() => ({ status: 200, body: { data: buildDetailedReport() } }));
    await screen.findByRole('heading', { name: 'Exam Information' }, SLOW);
    const root = document.documentElement;
    const before = root.getAttribute('data-mantine-color-scheme');
    root.setAttribute('data-mantine-color-scheme', 'dark');
    window.dispatchEvent(new Event('beforeprint'));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    window.dispatchEvent(new Event('afterprint'));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    if (before) root.setAttribute('data-mantine-color-scheme', before);
  });

  it('has a print stylesheet that hides everything but the report', () => {
    // Vitest stubs CSS imports (css: false), so the stylesheet is read from disk (cwd: apps/web).
    const css = readFileSync(
      join(process.cwd(), 'src/features/exam-reports/components/report-details.module.css'),
      'utf8',
    );
    expect(css).toMatch(/@media print/);
    expect(css).toContain(
      `:global(body[${PRINTING_PAGE_ATTRIBUTE}]) :not(:has(.printable), .printable, .printable *)`,
    );
    expect(css).toMatch(/\.printable \.noPrint\s*{\s*display: none !important;/);
  });

  it("shows 'Report not found' for another student's session or none", async () => {
    await openReport(() => ({
      status: 404,
      body: { statusCode: 404, message: 'Report not found', error: 'Not Found' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Report not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/does not exist, or it is not one of yours/)).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Report')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute(
      'href',
      '/student-portal/reports',
    );
  });

  it('shows the error panel on a server failure, and loads again on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { user } = await openReport(() =>
      fail
        ? {
            status: 500,
            body: { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
          }
        : { status: 200, body: { data: buildDetailedReport() } },
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Error Loading Report')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Report not found' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Exam Information' }, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(server!, 'GET', REPORT)).toHaveLength(2);
  });

  it('asks for a re-check of a released mark once, then shows it waiting and its outcome', async () => {
    const question = buildQuestion({ regradeClosesAt: '2099-01-08T10:00:00.000Z' });
    const path = pathTo(regradeRoutes.request, {
      sessionId: SESSION,
      questionId: question.questionId,
    });
    let current = question;
    server = await startFakeApi({
      [`GET ${REPORT}`]: () => ({
        status: 200,
        body: { data: buildDetailedReport({ questions: [current] }) },
      }),
      [`POST ${path}`]: (request) => {
        const reason = (request.body as { reason: string }).reason;
        const request_ = {
          id: 'r1',
          questionId: question.questionId,
          reason,
          status: 'open' as const,
          requestedAt: '2099-01-02T10:00:00.000Z',
          outcome: null,
        };
        current = { ...question, regradeRequest: request_, regradeClosesAt: null };
        return { status: 201, body: { data: request_ } };
      },
    });
    renderRoutes(
      [{ path: '/reports/:sessionId', Component: ReportDetailsRoute }],
      `/reports/${SESSION}`,
    );
    const user = userEvent.setup();
    const block = await screen.findByRole('article', { name: 'Question 1' }, SLOW);
    await user.click(
      within(block).getByRole('button', { name: 'Ask for a re-check of Question 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a re-check of Question 1' });
    // A blank reason is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      within(dialog).getByText('Say what your teacher should look at again.'),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', path)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What should your teacher look at again/ }),
      'Both laws are in my second paragraph.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(block).findByText('Re-check requested: waiting for your teacher', {}, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', path)[0]?.body).toEqual({
      reason: 'Both laws are in my second paragraph.',
    });
    expect(
      within(block).queryByRole('button', { name: /Ask for a re-check/ }),
    ).not.toBeInTheDocument();
  });

  it("shows a resolved re-check's outcome with the teacher's note, and no way to ask again", async () => {
    const question = buildQuestion({
      marks: { awarded: 3, allocated: 4 },
      regradeClosesAt: null,
      regradeRequest: {
        id: 'r1',
        questionId: 'q1',
        reason: 'Both laws are there.',
        status: 'resolved',
        requestedAt: '2099-01-02T10:00:00.000Z',
        outcome: {
          marksBefore: 2,
          marksAfter: 3,
          note: 'The second law is there; one more mark.',
          resolvedAt: '2099-01-03T10:00:00.000Z',
        },
      },
    });
    await openReport(() => ({
      status: 200,
      body: { data: buildDetailedReport({ questions: [question] }) },
    }));
    const block = await screen.findByRole('article', { name: 'Question 1' }, SLOW);
    const outcome = within(block).getByRole('alert', {
      name: 'Re-checked: the mark changed from 2 to 3/4',
    });
    expect(
      within(outcome).getByText('The second law is there; one more mark.'),
    ).toBeInTheDocument();
    expect(
      within(block).queryByRole('button', { name: /Ask for a re-check/ }),
    ).not.toBeInTheDocument();
  });
});
