import type { DetailedReport } from '@markwise/contract';
import { MarkdownText } from '@/components/markdown-text';
import { ReportCard } from './report-card';

export function OverallFeedbackCard({
  overallReport,
}: {
  overallReport: DetailedReport['overallReport'];
}) {
  return (
    <ReportCard title="Overall Feedback">
      <MarkdownText value={overallReport.overall_report} emptyText="No overall feedback yet." />
    </ReportCard>
  );
}
