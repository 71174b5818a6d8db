import { apiRoutes, pathTo } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDetailedReport } from '@/components/exam-report/test-report';
import { showLanguage } from '@/i18n/i18n';
import { startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestReply } from '@/test/test-server';
import { ReportDetailsRoute } from './report-details';
import { expectNoEnglish } from '@/test/untranslated';

const SESSION = '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60';
const REPORT = pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: SESSION });
const SLOW = { timeout: 5000 };

async function openReportInTamil(reply: () => TestReply) {
  await showLanguage('ta');
  await startFakeApi({ [`GET ${REPORT}`]: reply });
  renderRoutes(
    [
      { path: '/reports/:sessionId', Component: ReportDetailsRoute },
      { path: '/student-portal/reports', Component: () => <h1>Reports</h1> },
    ],
    `/reports/${SESSION}`,
  );
}

describe('a marked exam’s report in Tamil', () => {
  it("shows the page's heading, actions and notes in Tamil", async () => {
    await openReportInTamil(() => ({ status: 200, body: { data: buildDetailedReport() } }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Light: Reflection and Refraction (SCI-10-LRR)' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'அறிக்கை விவரங்கள்', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'அச்சிடு' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'அறிக்கைகளுக்குத் திரும்பு' })).toHaveAttribute(
      'href',
      '/student-portal/reports',
    );
    expectNoEnglish(['Report Details', 'Print', 'Back to Reports', 'not been evaluated yet']);
  });

  it("shows the report's cards in Tamil (components/exam-report)", async () => {
    await openReportInTamil(() => ({ status: 200, body: { data: buildDetailedReport() } }));
    // The cards are headed by the paper; their own texts belong to components/exam-report.
    await screen.findByRole(
      'heading',
      { name: 'Light: Reflection and Refraction (SCI-10-LRR)' },
      SLOW,
    );
    expectNoEnglish([
      'Exam Information',
      'Score Summary',
      'Overall Feedback',
      'Questions And Answers',
      'Total Score',
      'Start Time',
      'Duration',
      'Student',
      'Evaluated',
      'Marks',
      'Your Answer',
      'Feedback:',
      'Guidelines',
      'Response Analysis',
      'Detailed Feedback',
      'Suggestion',
      'No feedback yet',
      'Ask for a re-check',
      'You may ask until',
      'Submitted',
    ]);
  });

  it('says in Tamil that a teacher is still checking the rest', async () => {
    const report = buildDetailedReport();
    await openReportInTamil(() => ({
      status: 200,
      body: { data: { ...report, metadata: { ...report.metadata, status: 'in_review' } } },
    }));
    expect(
      await screen.findByText(
        'உங்கள் ஆசிரியர் சரிபார்க்கிறார்: ஏற்கெனவே வெளியிடப்பட்ட மதிப்பெண்கள் காட்டப்படுகின்றன; மீதமுள்ளவையும் உங்கள் மொத்த மதிப்பெண்ணும் ஆசிரியர் சரிபார்த்த பின் தோன்றும்.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expectNoEnglish(['the marks already released', 'Being checked by your teacher']);
  });

  it('says in Tamil that the report is not found', async () => {
    await openReportInTamil(() => ({
      status: 404,
      body: { statusCode: 404, message: 'Report not found', error: 'Not Found' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'அறிக்கை கிடைக்கவில்லை' }, SLOW),
    ).toBeInTheDocument();
    const page = screen.getByRole('heading', { name: 'அறிக்கை கிடைக்கவில்லை' }).closest('div')!;
    expect(
      within(page.parentElement!).getByRole('link', { name: 'அறிக்கைகளுக்குத் திரும்பு' }),
    ).toBeInTheDocument();
    expectNoEnglish(['Report not found', 'Back to Reports', 'does not exist']);
  });
});
