import { Box, LoadingOverlay, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LevelUser } from '@markwise/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useLevelUsers } from '../api/get-level-users';
import { DetailedReportDialog } from '../components/detailed-report-dialog';
import { LevelUserCards } from '../components/level-user-cards';
import { LevelUsersTable } from '../components/level-users-table';
import { ReportPagination } from '../components/report-pagination';
import { ReportsEmpty, ReportsError, ReportsLoading } from '../components/report-states';
import { ReportToolbar } from '../components/report-toolbar';
import { ViewResultModal } from '../components/view-result-modal';
import { LEVEL_USERS_PAGE_SIZE } from '../lib/level-reports-rules';
import { useReportFilters } from '../lib/use-report-filters';
import { BackButton } from '@/components/back-button';

/** Mantine's 'sm' breakpoint: 48em = 768px, where the mobile layout ends. */
const DESKTOP_QUERY = '(min-width: 48em)';

export function LevelReportsRoute() {
  const { levelId = '' } = useParams();
  const navigate = useNavigate();
  const goBack = () => void navigate(-1);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const { filters, setPage, setDate } = useReportFilters();
  const query = useLevelUsers(levelId, {
    page: filters.page,
    limit: LEVEL_USERS_PAGE_SIZE,
    exam_date: filters.date,
    class: undefined,
  });

  // Each dialog keeps its subject while it closes, so its content does not vanish mid-transition.
  const [result, setResult] = useState<{ user: LevelUser | null; opened: boolean }>({
    user: null,
    opened: false,
  });
  const [report, setReport] = useState<{ attemptId: string | null; opened: boolean }>({
    attemptId: null,
    opened: false,
  });
  const handlers = {
    onViewResult: (user: LevelUser) => setResult({ user, opened: true }),
    onDetailedReport: (attemptId: string) => setReport({ attemptId, opened: true }),
  };

  const data = query.data;
  const totalPages = data?.pagination.totalPages ?? 1;

  let content;
  if (query.isPending) content = <ReportsLoading />;
  else if (query.isError || !data) content = <ReportsError onBack={goBack} />;
  else if (data.users.length === 0) content = <ReportsEmpty date={filters.date} />;
  else if (isDesktop) content = <LevelUsersTable users={data.users} {...handlers} />;
  else content = <LevelUserCards users={data.users} {...handlers} />;

  return (
    <>
      <PageHeader
        title="Level Reports"
        actions={<BackButton onClick={goBack}>Back to Journey</BackButton>}
      />
      <ReportToolbar
        date={filters.date}
        onDateChange={setDate}
        totalAttempted={data?.totalAttempted}
        totalCompleted={data?.totalCompleted}
      />
      <Stack gap="md">
        <Box pos="relative">
          <LoadingOverlay
            visible={query.isPlaceholderData}
            zIndex={2}
            loaderProps={{ 'aria-label': 'Loading reports' }}
          />
          {isDesktop && !query.isError ? (
            <Paper withBorder radius="md" px="sm">
              {content}
            </Paper>
          ) : (
            content
          )}
        </Box>
        {data && !query.isError && data.users.length > 0 ? (
          <ReportPagination
            page={filters.page}
            totalPages={totalPages}
            onChange={(page) => setPage(page, totalPages)}
          />
        ) : null}
      </Stack>
      <ViewResultModal
        opened={result.opened}
        user={result.user}
        onClose={() => setResult((current) => ({ ...current, opened: false }))}
      />
      <DetailedReportDialog
        opened={report.opened}
        attemptId={report.attemptId}
        onClose={() => setReport((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
