import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChartLine, IconCircleCheck, IconClipboardList } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { ReportsFigures } from '../lib/reports-figures';
import { formatPercent } from '@/lib/format';

type FigureProps = { label: string; value: string; note: string; icon: ReactNode };

function Figure({ label, value, note, icon }: FigureProps) {
  const labelId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', xs: 'md' }}
      role="group"
      aria-labelledby={labelId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text id={labelId} size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={{ base: 22, xs: 28 }} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden visibleFrom="sm">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

const exams = (count: number) => `${count} ${count === 1 ? 'exam' : 'exams'}`;

/** The figures above the reports: exams taken, passed, and the average score. */
export function ReportsSummary({ figures }: { figures: ReportsFigures }) {
  const { total, evaluated, passed, averageScore } = figures;
  const notYet = total - evaluated;
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', xs: 'md' }} mb="md">
      <Figure
        label="Exams Taken"
        value={String(total)}
        note={notYet > 0 ? `${notYet} not evaluated yet` : 'All evaluated'}
        icon={<IconClipboardList size={20} />}
      />
      <Figure
        label="Passed"
        value={String(passed)}
        note={`of ${exams(evaluated)} evaluated`}
        icon={<IconCircleCheck size={20} />}
      />
      <Figure
        label="Average Score"
        value={formatPercent(averageScore)}
        note={averageScore === null ? 'No evaluated exams yet' : `over ${exams(evaluated)}`}
        icon={<IconChartLine size={20} />}
      />
    </SimpleGrid>
  );
}
