import { Box, Button, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/user-store';
import { PROCESS_SESSIONS_ERROR, useMySessions } from '../api/get-my-sessions';
import { ReportsCards, ReportsCardsSkeleton } from '../components/reports-cards';
import { ReportsPagination } from '../components/reports-pagination';
import { ReportsEmpty, ReportsError, ReportsNoUser } from '../components/reports-states';
import { ReportsSummary } from '../components/reports-summary';
import { ReportsTable, ReportsTableSkeleton } from '../components/reports-table';
import {
  DEFAULT_REPORTS_PAGE_SIZE,
  clampPage,
  pageOf,
  reportsFigures,
} from '../lib/reports-figures';

/** Mantine's 'sm' breakpoint, 48em = 768px: where the mobile layout ends. */
const DESKTOP_QUERY = '(min-width: 48em)';
/** The error when the student's data cannot be loaded. */
export const LOAD_USER_DATA_ERROR = msg('Failed to load user data');

/** Your Exam Reports: the logged-in student's exams, results and figures. */
export function StudentReportsRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = useMySessions(user);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_REPORTS_PAGE_SIZE);
  const refetch = () => void query.refetch();
  const refreshing = query.isFetching && !query.isPending;

  const renderBody = () => {
    if (!user) return <ReportsNoUser />;
    const error = query.isError ? (
      <ReportsError
        message={
          query.error.message === PROCESS_SESSIONS_ERROR
            ? PROCESS_SESSIONS_ERROR
            : LOAD_USER_DATA_ERROR
        }
        onRetry={refetch}
        retrying={query.isFetching}
      />
    ) : null;
    if (!query.data) {
      if (error) return error;
      return (
        <Box role="status" aria-live="polite" aria-label={t('Loading reports')}>
          {isDesktop ? (
            <ReportsTableSkeleton rows={pageSize} />
          ) : (
            <ReportsCardsSkeleton count={3} />
          )}
        </Box>
      );
    }
    const { sessions } = query.data;
    if (sessions.length === 0) {
      return (
        <Stack gap="md">
          {error}
          <ReportsEmpty />
        </Stack>
      );
    }
    const current = clampPage(page, sessions.length, pageSize);
    const rows = pageOf(sessions, current, pageSize);
    return (
      <Stack gap={0}>
        {error ? <Box mb="md">{error}</Box> : null}
        <ReportsSummary figures={reportsFigures(sessions)} />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Box aria-busy={refreshing}>
            {isDesktop ? <ReportsTable sessions={rows} /> : <ReportsCards sessions={rows} />}
          </Box>
          <ReportsPagination
            page={current}
            pageSize={pageSize}
            count={sessions.length}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              // A new page size starts again from page 1.
              setPage(1);
            }}
          />
        </Paper>
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        title={t('Your Exam Reports')}
        subtitle={t('Results of the exams you have taken.')}
        actions={
          user ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={refetch}
              loading={refreshing}
              disabled={query.isPending && query.isFetching}
            >
              {t('Refresh')}
            </Button>
          ) : null
        }
      />
      {renderBody()}
    </>
  );
}
