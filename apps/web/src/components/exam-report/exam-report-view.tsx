import { Stack, Text } from '@mantine/core';
import { useDetailedReport } from './api/get-detailed-report';
import { ExamReportBody } from './exam-report-body';
import { reportSubtitle } from './report-subtitle';

/**
 * The Detailed Exam Report as page content (the student portal's /reports/{sessionId}): the same
 * subtitle and cards as the dialog, loading straight away.
 */
export function ExamReportView({ sessionId }: { sessionId: string }) {
  const query = useDetailedReport(sessionId);
  const state = { isLoading: query.isPending, isError: query.isError, report: query.data };
  return (
    <Stack gap="md">
      <Text c="dimmed">{reportSubtitle(state)}</Text>
      <ExamReportBody {...state} />
    </Stack>
  );
}
