import { Center, Loader, Stack, Text } from '@mantine/core';
import type { DetailedReport } from '@markwise/contract';
import { ExamInformationCard } from './exam-information-card';
import { OverallFeedbackCard } from './overall-feedback-card';
import { QuestionsCard } from './questions-card';
import { REPORT_LOADING_TEXT } from './report-subtitle';
import { ScoreSummaryCard } from './score-summary-card';
import { RetryAlert } from '../retry-alert';
import { useTranslation } from '@/i18n/i18n';

type ExamReportBodyProps = {
  isLoading: boolean;
  isError: boolean;
  report: DetailedReport | undefined;
  /** Offers 'Try Again' on the error panel (the report page; the dialog is simply reopened). */
  onRetry?: () => void;
  retrying?: boolean;
  /**
   * The attempt, when its student reads it: they may ask for a re-check of a released mark, or ask
   * the tutor about an answer that lost marks.
   */
  studentSessionId?: string;
};

/** The report's four cards, or its loading or error panel. */
export function ExamReportBody({
  isLoading,
  isError,
  report,
  onRetry,
  retrying = false,
  studentSessionId,
}: ExamReportBodyProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Center mih={240} role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed">{t(REPORT_LOADING_TEXT)}</Text>
        </Stack>
      </Center>
    );
  }
  if (isError || !report) {
    return (
      <RetryAlert title={t('Error Loading Report')} onRetry={onRetry} retrying={retrying}>
        {t('There was a problem loading the report data. Please try again.')}
      </RetryAlert>
    );
  }
  return (
    <Stack gap="md">
      <ExamInformationCard metadata={report.metadata} />
      <ScoreSummaryCard overallScore={report.overallScore} totalQuestions={report.totalQuestions} />
      <OverallFeedbackCard overallReport={report.overallReport} />
      <QuestionsCard questions={report.questions} studentSessionId={studentSessionId} />
    </Stack>
  );
}
