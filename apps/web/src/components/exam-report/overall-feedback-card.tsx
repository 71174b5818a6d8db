import type { DetailedReport } from '@markwise/contract';
import { MarkdownText } from '@/components/markdown-text';
import { ReportCard } from './report-card';
import { useTranslation } from '@/i18n/i18n';

export function OverallFeedbackCard({
  overallReport,
}: {
  overallReport: DetailedReport['overallReport'];
}) {
  const { t } = useTranslation();
  return (
    <ReportCard title={t('Overall Feedback')} id="exam-report-overall-feedback">
      <MarkdownText
        value={overallReport.overall_report}
        emptyText={t('No overall feedback yet.')}
      />
    </ReportCard>
  );
}
