import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useParams } from 'react-router';
import { ExamReportBody } from '@/components/exam-report/exam-report-body';
import { reportSubtitle } from '@/components/exam-report/report-subtitle';
import { paths } from '@/config/paths';
import { PRINTING_PAGE_ATTRIBUTE, usePrintIsolation } from '@/hooks/use-print-isolation';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { useDetailedReport } from '@/lib/api/get-detailed-report';
import classes from '../components/report-details.module.css';
import { ReportNotFound } from '../components/report-not-found';
import { isReportNotFound } from '../lib/report-not-found';
import { BackButton } from '@/components/back-button';

/**
 * One attempt's detailed report as a page (reached from 'View Details'): the same cards as the
 * admin's Detailed Exam Report dialog, printable on its own.
 */
export function ReportDetailsRoute() {
  // The address names the attempt by its practice session id.
  const { t } = useTranslation();
  const { sessionId: attemptId = '' } = useParams();
  const query = useDetailedReport(attemptId, { fresh: true });
  const report = query.data;
  // Opened, its results are no longer new: the dashboard's notice is read again.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (report) void queryClient.invalidateQueries({ queryKey: attemptKeys.summary() });
  }, [report, queryClient]);
  usePrintIsolation(report !== undefined, PRINTING_PAGE_ATTRIBUTE);

  if (isReportNotFound(query.error)) return <ReportNotFound />;

  const state = { isLoading: query.isPending, isError: query.isError, report };
  return (
    <Stack gap="lg" className={classes.printable}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('Report Details')}
          </Title>
          {/* The paper heads the report's cards (h3), so the outline has no gap. */}
          <Title order={2} fz="md" fw={400} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {reportSubtitle(state)}
          </Title>
        </Stack>
        <Group gap="sm" className={classes.noPrint}>
          <BackButton to={paths.studentReports}>{t('Back to Reports')}</BackButton>
          <Button
            onClick={() => window.print()}
            disabled={!report}
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('Print')}
          </Button>
        </Group>
      </Group>
      {report?.metadata.status === 'evaluated' || !report ? null : (
        <Text size="sm" c="dimmed">
          {report.metadata.status === 'in_review'
            ? t(
                'Being checked by your teacher: the marks already released are shown; the rest, and your total, appear once your teacher has checked them.',
              )
            : t('This exam has not been evaluated yet: its marks and feedback appear once it is.')}
        </Text>
      )}
      <ExamReportBody
        {...state}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        studentSessionId={attemptId}
      />
    </Stack>
  );
}
