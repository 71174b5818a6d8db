import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import type { PerformanceData } from '@markwise/contract';
import { usePerformance } from '../api/get-performance';
import {
  formatCount,
  formatPercentage,
  hasDistributionData,
  hasWeeklyData,
  toCoursePoints,
  toDistributionPoints,
  toWeeklyPoints,
  truncateLabel,
} from '../lib/dashboard-format';
import { queryFailure } from '@/components/load-failure';
import { ChartCard, type ChartState } from './chart-card';
import { msg, useTranslation } from '@/i18n/i18n';

const CHART_HEIGHT = 260;
const COURSE_ROW_HEIGHT = 44;
export const EMPTY_TEXTS = {
  weekly: msg('No attempts were evaluated in the last 12 weeks.'),
  byCourse: msg('No course has an evaluated attempt yet.'),
  distribution: msg('Scores appear here once attempts have been evaluated.'),
} as const;

const percentAxis = { domain: [0, 100] as [number, number] };

type PerformanceChartsViewProps = {
  data: PerformanceData | undefined;
  /** The state shared by every chart until data is there. */
  pendingState: ChartState | null;
};

/** The three charts, given the data (or the shared loading/error state); testable without a query. */
export function PerformanceChartsView({ data, pendingState }: PerformanceChartsViewProps) {
  const { t } = useTranslation();
  const weekly = useMemo(() => toWeeklyPoints(data?.weekly ?? []), [data]);
  const courses = useMemo(() => toCoursePoints(data?.byCourse ?? []), [data]);
  const distribution = useMemo(() => toDistributionPoints(data?.distribution ?? []), [data]);

  const stateOf = (hasData: boolean, emptyMessage: string): ChartState =>
    pendingState ?? (hasData ? { status: 'data' } : { status: 'empty', message: t(emptyMessage) });
  const courseHeight = Math.max(CHART_HEIGHT, courses.length * COURSE_ROW_HEIGHT + 48);
  // Course titles get what a phone can spare beside the bars; the tooltip shows them whole.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const courseAxisWidth = wide ? 220 : 120;
  const courseLabelLength = wide ? 32 : 16;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          title={t('Performance trend')}
          description={t('Average score per week over the last 12 weeks')}
          height={CHART_HEIGHT}
          state={stateOf(hasWeeklyData(weekly), EMPTY_TEXTS.weekly)}
        >
          <AreaChart
            h={CHART_HEIGHT}
            data={weekly}
            dataKey="week"
            series={[{ name: 'average', label: t('Average score'), color: 'indigo.6' }]}
            curveType="monotone"
            connectNulls={false}
            valueFormatter={formatPercentage}
            yAxisProps={{ ...percentAxis, width: 52 }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
            gridAxis="x"
          />
        </ChartCard>
        <ChartCard
          title={t('Score distribution')}
          description={t('Evaluated attempts by score range')}
          height={CHART_HEIGHT}
          state={stateOf(hasDistributionData(distribution), EMPTY_TEXTS.distribution)}
        >
          <BarChart
            h={CHART_HEIGHT}
            data={distribution}
            dataKey="range"
            series={[{ name: 'attempts', label: t('Attempts'), color: 'teal.6' }]}
            valueFormatter={formatCount}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 4 }}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            gridAxis="x"
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title={t('Average by course')}
        description={t("Average score of each course's evaluated attempts")}
        height={pendingState || courses.length === 0 ? CHART_HEIGHT : courseHeight}
        state={stateOf(courses.length > 0, EMPTY_TEXTS.byCourse)}
      >
        <BarChart
          h={courseHeight}
          data={courses}
          dataKey="course"
          orientation="vertical"
          series={[{ name: 'average', label: t('Average score'), color: 'grape.6' }]}
          valueFormatter={formatPercentage}
          xAxisProps={percentAxis}
          yAxisProps={{
            width: courseAxisWidth,
            // Recharts wraps a tick wider than this; titles are already cut to fit on one line.
            tick: {
              transform: 'translate(-10, 0)',
              fontSize: 12,
              fill: 'currentColor',
              width: 1000,
            },
            tickFormatter: (label: string) => truncateLabel(label, courseLabelLength),
          }}
          gridAxis="y"
          maxBarWidth={28}
        />
      </ChartCard>
    </Stack>
  );
}

/** Trend, per-course averages and score spread from GET /dashboard/performance. */
export function PerformanceCharts() {
  const performance = usePerformance();
  let pendingState: ChartState | null = null;
  if (performance.isPending) pendingState = { status: 'loading' };
  else if (performance.isError) pendingState = { status: 'error', ...queryFailure(performance) };
  return <PerformanceChartsView data={performance.data} pendingState={pendingState} />;
}
