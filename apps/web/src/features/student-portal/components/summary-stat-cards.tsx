import { SimpleGrid } from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconClipboardList, IconClock } from '@tabler/icons-react';
import type { StudentSummary } from '@markwise/contract';
import { msg, useTranslation } from '@/i18n/i18n';
import { StatCard, type StatCardProps } from '@/components/stat-card';
import { formatAverage, formatTimeSpent } from '../lib/summary-format';

type Stat = Omit<StatCardProps, 'value'> & { value: (summary: StudentSummary) => string };

const STATS: Stat[] = [
  {
    label: msg('Available Exams'),
    hint: msg('Exam levels you can start now'),
    icon: IconClipboardList,
    color: 'indigo',
    value: (summary) => String(summary.availableExams),
  },
  {
    label: msg('Completed'),
    hint: msg('Attempts marked by the evaluator'),
    icon: IconCircleCheck,
    color: 'teal',
    value: (summary) => String(summary.completed),
  },
  {
    label: msg('Average Score'),
    hint: msg('Mean of your marked attempts'),
    icon: IconChartBar,
    color: 'grape',
    value: (summary) => formatAverage(summary.averageScore),
  },
  {
    label: msg('Time Spent'),
    hint: msg('Time in finished exams'),
    icon: IconClock,
    color: 'orange',
    value: (summary) => formatTimeSpent(summary.timeSpentMinutes),
  },
];

/** The four figures of the student dashboard, computed by the API from the student's own data. */
export function SummaryStatCards({ summary }: { summary: StudentSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" mb="lg">
      {STATS.map((stat) => (
        <StatCard
          key={stat.label}
          {...stat}
          label={t(stat.label)}
          hint={t(stat.hint)}
          value={summary ? stat.value(summary) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
