import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChartLine, IconCircleCheck, IconClipboardList } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
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

/** The figures above the reports: exams taken, passed, and the average score. */
export function ReportsSummary({ figures }: { figures: ReportsFigures }) {
  const { total, evaluated, passed, averageScore } = figures;
  const { t } = useTranslation();
  const notYet = total - evaluated;
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', xs: 'md' }} mb="md">
      <Figure
        label={t('Exams Taken')}
        value={String(total)}
        note={notYet > 0 ? t('{{count}} not evaluated yet', { count: notYet }) : t('All evaluated')}
        icon={<IconClipboardList size={20} />}
      />
      <Figure
        label={t('Passed')}
        value={String(passed)}
        note={
          evaluated === 1
            ? t('of {{count}} exam evaluated', { count: evaluated })
            : t('of {{count}} exams evaluated', { count: evaluated })
        }
        icon={<IconCircleCheck size={20} />}
      />
      <Figure
        label={t('Average Score')}
        value={formatPercent(averageScore)}
        note={
          averageScore === null
            ? t('No evaluated exams yet')
            : evaluated === 1
              ? t('over {{count}} exam', { count: evaluated })
              : t('over {{count}} exams', { count: evaluated })
        }
        icon={<IconChartLine size={20} />}
      />
    </SimpleGrid>
  );
}
