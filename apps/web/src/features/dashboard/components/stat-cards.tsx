import { Box, SimpleGrid, VisuallyHidden } from '@mantine/core';
import {
  IconChartBar,
  IconClipboardCheck,
  IconHourglassHigh,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { DashboardStats } from '@markwise/contract';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { StatCard } from '@/components/stat-card';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { formatCount, formatPercentage } from '../lib/dashboard-format';
import { msg, useTranslation } from '@/i18n/i18n';

export const STATS_ERROR_FALLBACK = msg('Failed to fetch dashboard stats');

type StatDefinition = {
  key: keyof DashboardStats;
  label: string;
  hint: string;
  icon: Icon;
  color: string;
  format: (value: number) => string;
};

const STATS: StatDefinition[] = [
  {
    key: 'totalStudents',
    label: msg('Total Students'),
    hint: msg('Student accounts in your institution'),
    icon: IconUsers,
    color: 'indigo',
    format: formatCount,
  },
  {
    key: 'pendingEvaluations',
    label: msg('Pending Evaluations'),
    hint: msg('Submitted and waiting to be marked'),
    icon: IconHourglassHigh,
    color: 'orange',
    format: formatCount,
  },
  {
    key: 'completedExams',
    label: msg('Completed Exams'),
    hint: msg('Evaluated attempts'),
    icon: IconClipboardCheck,
    color: 'teal',
    format: formatCount,
  },
  {
    key: 'averagePerformance',
    label: msg('Average Performance'),
    hint: msg('Mean score of evaluated attempts'),
    icon: IconChartBar,
    color: 'grape',
    format: formatPercentage,
  },
];

/** The dashboard's four counts: a spinner in each while loading, then numbers. */
export function StatCards() {
  const { t } = useTranslation();
  const stats = useDashboardStats();

  if (stats.isError) {
    return (
      <LoadFailure
        title={t(STATS_ERROR_FALLBACK)}
        {...queryFailure(stats)}
        retryLabel={t('Retry')}
      />
    );
  }

  return (
    <Box mb="lg" aria-busy={stats.isPending}>
      {stats.isPending ? (
        <VisuallyHidden role="status">{t('Loading dashboard stats')}</VisuallyHidden>
      ) : null}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        {STATS.map((stat) => (
          <StatCard
            key={stat.key}
            label={t(stat.label)}
            hint={t(stat.hint)}
            icon={stat.icon}
            color={stat.color}
            value={stats.data ? stat.format(stats.data[stat.key]) : undefined}
            testId={`stat-${stat.key}`}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
