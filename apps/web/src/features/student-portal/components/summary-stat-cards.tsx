import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconChartBar,
  IconCircleCheck,
  IconClipboardList,
  IconClock,
  type Icon,
} from '@tabler/icons-react';
import type { StudentSummary } from '@markwise/contract';
import { formatAverage, formatTimeSpent } from '../lib/summary-format';

type Stat = { label: string; hint: string; icon: Icon; color: string; value: string };

function stats(summary: StudentSummary): Stat[] {
  return [
    {
      label: 'Available Exams',
      hint: 'Exam levels you can start now',
      icon: IconClipboardList,
      color: 'indigo',
      value: String(summary.availableExams),
    },
    {
      label: 'Completed',
      hint: 'Attempts marked by the evaluator',
      icon: IconCircleCheck,
      color: 'teal',
      value: String(summary.completed),
    },
    {
      label: 'Average Score',
      hint: 'Mean of your marked attempts',
      icon: IconChartBar,
      color: 'grape',
      value: formatAverage(summary.averageScore),
    },
    {
      label: 'Time Spent',
      hint: 'Time in finished exams',
      icon: IconClock,
      color: 'orange',
      value: formatTimeSpent(summary.timeSpentMinutes),
    },
  ];
}

function StatCard({ stat }: { stat: Stat }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={600} c="dimmed" fz="sm">
        {stat.label}
      </Text>
      <Group justify="space-between" wrap="nowrap" mt={6}>
        <Text fz={{ base: 26, sm: 30 }} fw={700} lh={1}>
          {stat.value}
        </Text>
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

/** The four figures of the student dashboard, computed by the API from the student's own data. */
export function SummaryStatCards({ summary }: { summary: StudentSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" mb="lg">
      {summary
        ? stats(summary).map((stat) => <StatCard key={stat.label} stat={stat} />)
        : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={118} radius="md" />)}
    </SimpleGrid>
  );
}
