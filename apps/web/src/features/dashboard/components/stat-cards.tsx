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

export const STATS_ERROR_FALLBACK = 'Failed to fetch dashboard stats';

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
    label: 'Total Students',
    hint: 'Student accounts in your institution',
    icon: IconUsers,
    color: 'indigo',
    format: formatCount,
  },
  {
    key: 'pendingEvaluations',
    label: 'Pending Evaluations',
    hint: 'Submitted and waiting to be marked',
    icon: IconHourglassHigh,
    color: 'orange',
    format: formatCount,
  },
  {
    key: 'completedExams',
    label: 'Completed Exams',
    hint: 'Evaluated attempts',
    icon: IconClipboardCheck,
    color: 'teal',
    format: formatCount,
  },
  {
    key: 'averagePerformance',
    label: 'Average Performance',
    hint: 'Mean score of evaluated attempts',
    icon: IconChartBar,
    color: 'grape',
    format: formatPercentage,
  },
];

/** The dashboard's four counts: a spinner in each while loading, then numbers. */
export function StatCards() {
  const stats = useDashboardStats();

  if (stats.isError) {
    return <LoadFailure title={STATS_ERROR_FALLBACK} {...queryFailure(stats)} retryLabel="Retry" />;
  }

  return (
    <Box mb="lg" aria-busy={stats.isPending}>
      {stats.isPending ? (
        <VisuallyHidden role="status">Loading dashboard stats</VisuallyHidden>
      ) : null}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        {STATS.map((stat) => (
          <StatCard
            key={stat.key}
            label={stat.label}
            hint={stat.hint}
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
