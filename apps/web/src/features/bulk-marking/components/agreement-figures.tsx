import { SimpleGrid } from '@mantine/core';
import {
  IconArrowsDiff,
  IconChartDots,
  IconEqual,
  IconListNumbers,
  IconPlusMinus,
} from '@tabler/icons-react';
import type { MarkingAgreement } from '@markwise/contract';
import { StatCard, type StatCardProps } from '@/components/stat-card';
import { formatPercent } from '@/lib/format';

/** How closely the evaluator's marks follow the teacher's column of the file. */
export function AgreementFigures({ agreement }: { agreement: MarkingAgreement }) {
  const figures: Omit<StatCardProps, 'color'>[] = [
    {
      label: 'Answers compared',
      value: String(agreement.n),
      hint: `Rows with a mark in ${agreement.column}`,
      icon: IconListNumbers,
    },
    {
      label: 'Same mark',
      value: formatPercent(agreement.exact * 100),
      hint: 'Marked exactly as the teacher did',
      icon: IconEqual,
    },
    {
      label: 'Within one mark',
      value: formatPercent(agreement.withinOne * 100),
      hint: 'At most one mark apart',
      icon: IconPlusMinus,
    },
    {
      label: 'Correlation',
      value: agreement.pearson.toFixed(2),
      hint: 'Pearson r: 1 means marks rise and fall together',
      icon: IconChartDots,
    },
    {
      label: 'Typical difference',
      value: agreement.rmse.toFixed(2),
      hint: 'Root mean square difference, in marks',
      icon: IconArrowsDiff,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="sm">
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} color="blue" />
      ))}
    </SimpleGrid>
  );
}
