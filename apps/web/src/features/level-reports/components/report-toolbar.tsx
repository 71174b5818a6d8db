import { Badge, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
// Only this screen picks dates, so the date picker's styles load with it, not with every page.
import '@mantine/dates/styles.css';
import { PRACTICE_SESSION_STATUSES, type PracticeSessionStatus } from '@markwise/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { msg, type TFunction, useTranslation } from '@/i18n/i18n';
import { ToneBadge } from '@/components/tone';
import { useDatesLocale } from '@/lib/dates-locale';
import { useClassFilterNames } from '@/lib/api/get-classes';
import { formatNumber } from '@/lib/format';
import { todayIsoDate } from '../lib/level-reports-rules';
import {
  REPORT_PERIODS,
  STATUS_LABELS,
  type ReportFilters,
  type ReportPeriod,
} from '../lib/report-filters';

/** The calendar's arrow and level buttons are icons: they need names. */
const calendarLabels = (t: TFunction) => ({
  previousMonth: t('Previous month'),
  nextMonth: t('Next month'),
  previousYear: t('Previous year'),
  nextYear: t('Next year'),
  previousDecade: t('Previous decade'),
  nextDecade: t('Next decade'),
  monthLevelControl: t('Choose a month'),
  yearLevelControl: t('Choose a year'),
});

const ALL = 'all';
/** English keys: translated where they render. */
const STATUS_OPTIONS = [
  { value: ALL, label: msg('All statuses') },
  ...PRACTICE_SESSION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

type ReportTotalsProps = { totalAttempted: number | undefined; totalCompleted: number | undefined };

/** The Total Attempts and Completed badges. */
export function ReportTotals({ totalAttempted, totalCompleted }: ReportTotalsProps) {
  const { t } = useTranslation();
  const count = (total: number | undefined) => (total === undefined ? '…' : formatNumber(total));
  return (
    <Group gap="sm" aria-live="polite">
      <Badge size="lg" variant="light" color="indigo" tt="none">
        {t('Total Attempts: {{count}}', { count: count(totalAttempted) })}
      </Badge>
      <ToneBadge size="lg" tone="green">
        {t('Completed: {{count}}', { count: count(totalCompleted) })}
      </ToneBadge>
    </Group>
  );
}

type ReportFiltersBarProps = {
  filters: ReportFilters;
  onPeriodChange: (period: ReportPeriod) => void;
  onRangeChange: (from: string | null, to: string | null) => void;
  onStatusChange: (status: PracticeSessionStatus | null) => void;
  onClassChange: (studentClass: string | null) => void;
};

/** The period (Today, This week, a custom range of past days, All time), status and class. */
export function ReportFiltersBar({
  filters,
  onPeriodChange,
  onRangeChange,
  onStatusChange,
  onClassChange,
}: ReportFiltersBarProps) {
  const { t } = useTranslation();
  const datesLocale = useDatesLocale();
  const periodLabel = useId();
  const classNames = useClassFilterNames(filters.studentClass);
  // The picker shows a half-picked range (first day chosen, last not yet) before it is applied.
  const [draft, setDraft] = useState<[string | null, string | null]>(filters.range);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
        <Text component="span" id={periodLabel} size="sm" fw={500}>
          {t('Period')}
        </Text>
        <SegmentedControl
          role="radiogroup"
          aria-labelledby={periodLabel}
          value={filters.period}
          onChange={(value) => onPeriodChange(value as ReportPeriod)}
          data={REPORT_PERIODS.map((period) => ({ ...period, label: t(period.label) }))}
          fullWidth
        />
      </Stack>
      {filters.period === 'custom' ? (
        <DatePickerInput
          type="range"
          label={t('Exam dates')}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (value[0] && value[1]) onRangeChange(value[0], value[1]);
          }}
          maxDate={todayIsoDate()}
          allowSingleDateInRange
          valueFormat="MMM D, YYYY"
          locale={datesLocale}
          leftSection={<IconCalendar size={16} aria-hidden />}
          ariaLabels={calendarLabels(t)}
          w={{ base: '100%', xs: 280 }}
        />
      ) : null}
      <Select
        label={t('Status')}
        data={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        value={filters.status ?? ALL}
        onChange={(value) =>
          onStatusChange(!value || value === ALL ? null : (value as PracticeSessionStatus))
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label={t('Class')}
        data={[{ value: ALL, label: t('All classes') }, ...classNames]}
        value={filters.studentClass ?? ALL}
        onChange={(value) => onClassChange(!value || value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
