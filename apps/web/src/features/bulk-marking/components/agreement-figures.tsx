import { SimpleGrid } from '@mantine/core';
import {
  IconArrowsDiff,
  IconChartDots,
  IconEqual,
  IconListNumbers,
  IconPlusMinus,
} from '@tabler/icons-react';
import type { MarkingAgreement } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { StatCard, type StatCardProps } from '@/components/stat-card';
import { formatPercent } from '@/lib/format';

/** How closely the evaluator's marks follow the teacher's column of the file. */
export function AgreementFigures({ agreement }: { agreement: MarkingAgreement }) {
  const { t } = useTranslation();
  const figures: Omit<StatCardProps, 'color'>[] = [
    {
      label: t('Answers compared'),
      value: String(agreement.n),
      hint: t('Rows with a mark in {{column}}', { column: agreement.column }),
      icon: IconListNumbers,
    },
    {
      label: t('Same mark'),
      value: formatPercent(agreement.exact * 100),
      hint: t('Marked exactly as the teacher did'),
      icon: IconEqual,
    },
    {
      label: t('Within one mark'),
      value: formatPercent(agreement.withinOne * 100),
      hint: t('At most one mark apart'),
      icon: IconPlusMinus,
    },
    {
      label: t('Correlation'),
      value: agreement.pearson.toFixed(2),
      hint: t('Pearson r: 1 means marks rise and fall together'),
      icon: IconChartDots,
    },
    {
      label: t('Typical difference'),
      value: agreement.rmse.toFixed(2),
      hint: t('Root mean square difference, in marks'),
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
