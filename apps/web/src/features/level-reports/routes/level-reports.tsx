import { Box, Button, Group, LoadingOverlay, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LevelReportHeader, LevelUser, LevelUsersExportFormat } from '@markwise/contract';
import { useState } from 'react';
import { i18n, useTranslation } from '@/i18n/i18n';
import { IconChecks, IconPrinter } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { MarkingProgress } from '@/components/marking-progress';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PRINTING_TABLE_ATTRIBUTE, usePrintIsolation } from '@/hooks/use-print-isolation';
import { toastError } from '@/lib/notify';
import { useExportLevelUsers } from '../api/export-level-users';
import { useLevelUsers } from '../api/get-level-users';
import { useMarkingProgress } from '../api/get-marking-progress';
import { DetailedReportDialog } from '../components/detailed-report-dialog';
import { LevelStatisticsPanel } from '../components/level-statistics-panel';
import classes from '../components/level-reports.module.css';
import { LevelUserCards } from '../components/level-user-cards';
import { LevelUsersTable } from '../components/level-users-table';
import { ReportActions } from '../components/report-actions';
import { ReportPagination } from '../components/report-pagination';
import { ReportsEmpty, ReportsError, ReportsLoading } from '../components/report-states';
import { ReportFiltersBar, ReportTotals } from '../components/report-toolbar';
import { TutorConversationsPanel } from '../components/tutor-conversations-panel';
import { ViewResultModal } from '../components/view-result-modal';
import { VivaPracticePanel } from '../components/viva-practice-panel';
import { LEVEL_USERS_PAGE_SIZE, todayIsoDate } from '../lib/level-reports-rules';
import { filterWords, reportDays, reportFilterQuery } from '../lib/report-filters';
import { useReportFilters } from '../lib/use-report-filters';

const REPORT_TABS = ['students', 'statistics', 'tutor', 'viva'] as const;
type ReportTab = (typeof REPORT_TABS)[number];
const reportTab = (value: string | null): ReportTab =>
  REPORT_TABS.find((tab) => tab === value) ?? 'students';

/** Mantine's 'sm' breakpoint: 48em = 768px, where the mobile layout ends. */
const DESKTOP_QUERY = '(min-width: 48em)';

export function LevelReportsRoute() {
  const { t } = useTranslation();
  const { levelId = '' } = useParams();
  const navigate = useNavigate();
  const goBack = () => void navigate(-1);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const { filters, setPage, setPeriod, setRange, setStatus, setClass } = useReportFilters();
  const today = todayIsoDate();
  const filterQuery = reportFilterQuery(filters, today);
  const days = reportDays(filters, today);
  const query = useLevelUsers(levelId, {
    page: filters.page,
    limit: LEVEL_USERS_PAGE_SIZE,
    ...filterQuery,
  });
  const exporter = useExportLevelUsers();
  const progress = useMarkingProgress(levelId);
  // The students' table, how each question went, who asked the tutor, or the viva practice (each
  // read only once its tab is opened).
  const [tab, setTab] = useState<ReportTab>('students');
  // Each dialog keeps its subject while it closes, so its content does not vanish mid-transition.
  const [result, setResult] = useState<{ user: LevelUser | null; opened: boolean }>({
    user: null,
    opened: false,
  });
  const [report, setReport] = useState<{ attemptId: string | null; opened: boolean }>({
    attemptId: null,
    opened: false,
  });
  // The table prints only while no dialog is open: View Result prints its own report.
  usePrintIsolation(!result.opened && !report.opened, PRINTING_TABLE_ATTRIBUTE);
  const handlers = {
    onViewResult: (user: LevelUser) => setResult({ user, opened: true }),
    onDetailedReport: (attemptId: string) => setReport({ attemptId, opened: true }),
  };

  const data = query.data;
  const level = data?.level;
  const totalPages = data?.pagination.totalPages ?? 1;
  const hasRows = Boolean(data && !query.isError && data.users.length > 0);
  const exportAs = (format: LevelUsersExportFormat) => {
    if (!level) return;
    exporter.mutate(
      { levelId, levelTitle: level.title, format, query: filterQuery, days },
      {
        onError: () =>
          toastError(
            t('The {{format}} export failed. Please try again.', { format: format.toUpperCase() }),
          ),
      },
    );
  };

  let content;
  if (query.isPending) content = <ReportsLoading />;
  else if (query.isError || !data) content = <ReportsError onBack={goBack} />;
  else if (data.users.length === 0) {
    content = <ReportsEmpty days={days} filters={filterWords(filters)} />;
  } else if (isDesktop) content = <LevelUsersTable users={data.users} {...handlers} />;
  else content = <LevelUserCards users={data.users} {...handlers} />;

  return (
    <Box className={classes.printable}>
      <PageHeader
        title={t('Level Reports')}
        subtitle={level ? <LevelHeading level={level} /> : undefined}
        actions={
          <Group gap="sm" className={classes.noPrint}>
            <Button
              component={Link}
              to={paths.markingDesk(levelId)}
              leftSection={<IconChecks size={16} aria-hidden />}
            >
              {t('Marking Desk')}
            </Button>
            <Button
              component={Link}
              to={paths.paperExam(levelId)}
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('Paper exam')}
            </Button>
            <BackButton to={level ? paths.journey(level.examId, level.subjectId) : paths.exams}>
              {t('Back to Journey')}
            </BackButton>
          </Group>
        }
      />
      <Text className={classes.printOnly} size="sm" mb="sm">
        {periodWords(days)}
        {filterWords(filters) ? ` · ${filterWords(filters)}` : ''}
      </Text>
      {progress.data && progress.data.total > 0 ? (
        <Box mb="md" className={classes.noPrint}>
          <MarkingProgress counts={progress.data} label={t('Marking progress')} />
        </Box>
      ) : null}
      <Tabs value={tab} onChange={(value) => setTab(reportTab(value))}>
        <Tabs.List mb="md" className={classes.noPrint}>
          <Tabs.Tab value="students">{t('Students')}</Tabs.Tab>
          <Tabs.Tab value="statistics">{t('Statistics')}</Tabs.Tab>
          <Tabs.Tab value="tutor">{t('Tutor conversations')}</Tabs.Tab>
          <Tabs.Tab value="viva">{t('Viva practice')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students">
          <Stack gap="md" mb="md" className={classes.noPrint}>
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <ReportTotals
                totalAttempted={data?.totalAttempted}
                totalCompleted={data?.totalCompleted}
              />
              <ReportActions
                exporting={exporter.isPending ? (exporter.variables?.format ?? null) : null}
                disabled={!hasRows || !level}
                onExport={exportAs}
                onPrint={() => window.print()}
              />
            </Group>
            <ReportFiltersBar
              filters={filters}
              onPeriodChange={setPeriod}
              onRangeChange={setRange}
              onStatusChange={setStatus}
              onClassChange={setClass}
            />
          </Stack>
          <Stack gap="md">
            <Box pos="relative">
              <LoadingOverlay
                visible={query.isPlaceholderData}
                zIndex={2}
                loaderProps={{ 'aria-label': t('Loading reports') }}
              />
              {isDesktop && !query.isError ? (
                <Paper withBorder radius="md" px="sm">
                  {content}
                </Paper>
              ) : (
                content
              )}
            </Box>
            {hasRows ? (
              <Box className={classes.noPrint}>
                <ReportPagination
                  page={filters.page}
                  totalPages={totalPages}
                  onChange={(page) => setPage(page, totalPages)}
                />
              </Box>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="statistics" className={classes.noPrint}>
          {tab === 'statistics' ? <LevelStatisticsPanel levelId={levelId} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="tutor" className={classes.noPrint}>
          {tab === 'tutor' ? <TutorConversationsPanel levelId={levelId} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="viva" className={classes.noPrint}>
          {tab === 'viva' ? <VivaPracticePanel levelId={levelId} /> : null}
        </Tabs.Panel>
      </Tabs>
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
    </Box>
  );
}

/** "Unit test: Light · Light: unit test (PHY-10-UT-01)". */
function LevelHeading({ level }: { level: LevelReportHeader }) {
  const { t } = useTranslation();
  return (
    <>
      <Text component="span" fw={600} c="var(--mantine-color-text)">
        {level.title}
      </Text>
      {level.paper
        ? ` · ${level.paper.title} (${level.paper.qpCode})`
        : ` · ${t('No paper linked')}`}
    </>
  );
}

function periodWords(days: [string, string] | null): string {
  if (!days) return i18n.t('All time');
  return days[0] === days[1]
    ? days[0]
    : i18n.t('{{first}} to {{last}}', { first: days[0], last: days[1] });
}
