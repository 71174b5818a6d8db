import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useStudentSummary } from '../api/get-student-summary';
import { JourneyProgress } from '../components/journey-progress';
import { NewResults } from '../components/new-results';
import { RecentExams } from '../components/recent-exams';
import { SubjectAverages } from '../components/subject-averages';
import { SummaryStatCards } from '../components/summary-stat-cards';

export function StudentDashboardRoute() {
  const { t } = useTranslation();
  const summary = useStudentSummary();

  return (
    <>
      <PageHeader
        title={t('Dashboard')}
        subtitle={t('Your exams and results at a glance.')}
        actions={
          <Button
            component={Link}
            to={paths.studentExams}
            leftSection={<IconClipboardText size={16} aria-hidden />}
          >
            {t('Take an exam')}
          </Button>
        }
      />
      {summary.isError ? (
        <LoadFailure title={t('Failed to load your dashboard')} {...queryFailure(summary)} />
      ) : (
        <Stack gap="md" aria-busy={summary.isPending}>
          {summary.data ? <NewResults results={summary.data.newResults} /> : null}
          <SummaryStatCards summary={summary.data} />
          {summary.data ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <RecentExams recent={summary.data.recent} />
              <Stack gap="md">
                <SubjectAverages subjects={summary.data.subjects} />
                <JourneyProgress journeys={summary.data.journeys} xp={summary.data.xp} />
              </Stack>
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Skeleton h={260} radius="md" />
              <Skeleton h={260} radius="md" />
            </SimpleGrid>
          )}
        </Stack>
      )}
    </>
  );
}
