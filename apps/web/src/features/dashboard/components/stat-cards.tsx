import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconChartBar,
  IconClipboardCheck,
  IconHourglassHigh,
  IconRefresh,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { DashboardStats } from '@markwise/contract';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { formatCount, formatPercentage } from '../lib/dashboard-format';
import { failureReason } from '@/lib/api-error';

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

/** Height of the number line, kept while loading so the cards do not grow when data arrives. */
const VALUE_HEIGHT = 40;

function StatCard({ stat, value }: { stat: StatDefinition; value: number | undefined }) {
  return (
    <Card withBorder padding="lg" radius="md">
      {/* Two lines reserved where two cards share a narrow row, so their numbers line up. */}
      <Text fw={600} c="dimmed" fz="sm" lh={1.35} mih={{ base: 38, lg: 0 }}>
        {stat.label}
      </Text>
      <Group justify="space-between" wrap="nowrap" h={VALUE_HEIGHT} mt={6}>
        {value === undefined ? (
          <Loader size="sm" aria-hidden />
        ) : (
          <Text fz={{ base: 26, sm: 30 }} fw={700} lh={1} data-testid={`stat-${stat.key}`}>
            {stat.format(value)}
          </Text>
        )}
        <ThemeIcon variant="light" color={stat.color} size={36} radius="md" aria-hidden>
          <stat.icon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text fz="xs" c="dimmed" mt={8}>
        {stat.hint}
      </Text>
    </Card>
  );
}

/** The dashboard's four counts (SPEC section 2): a spinner in each while loading, then numbers. */
export function StatCards() {
  const stats = useDashboardStats();

  if (stats.isError) {
    const reason = failureReason(stats.error);
    return (
      <Alert color="red" variant="light" title={STATS_ERROR_FALLBACK} role="alert" mb="lg">
        {reason ? (
          <Text fz="sm" mb="sm">
            {reason}
          </Text>
        ) : null}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={stats.isFetching}
          onClick={() => void stats.refetch()}
        >
          Retry
        </Button>
      </Alert>
    );
  }

  return (
    <Box mb="lg" aria-busy={stats.isPending}>
      {stats.isPending ? (
        <VisuallyHidden role="status">Loading dashboard stats</VisuallyHidden>
      ) : null}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        {STATS.map((stat) => (
          <StatCard key={stat.key} stat={stat} value={stats.data?.[stat.key]} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
