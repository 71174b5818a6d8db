import { Badge, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
// Only this screen picks dates, so the date picker's styles load with it, not with every page.
import '@mantine/dates/styles.css';
import {
  LEVEL_USER_STATUS_LABELS,
  PRACTICE_SESSION_STATUSES,
  type PracticeSessionStatus,
} from '@markwise/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ToneBadge } from '@/components/tone';
import { useClassFilterNames } from '@/lib/api/get-classes';
import { todayIsoDate } from '../lib/level-reports-rules';
import { REPORT_PERIODS, type ReportFilters, type ReportPeriod } from '../lib/report-filters';

/** The calendar's arrow and level buttons are icons: they need names. */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...PRACTICE_SESSION_STATUSES.map((status) => ({
    value: status,
    label: LEVEL_USER_STATUS_LABELS[status],
  })),
];

type ReportTotalsProps = { totalAttempted: number | undefined; totalCompleted: number | undefined };

/** The Total Attempts and Completed badges. */
export function ReportTotals({ totalAttempted, totalCompleted }: ReportTotalsProps) {
  return (
    <Group gap="sm" aria-live="polite">
      <Badge size="lg" variant="light" color="indigo" tt="none">
        Total Attempts: {totalAttempted ?? '…'}
      </Badge>
      <ToneBadge size="lg" tone="green">
        Completed: {totalCompleted ?? '…'}
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
  const periodLabel = useId();
  const classNames = useClassFilterNames(filters.studentClass);
  // The picker shows a half-picked range (first day chosen, last not yet) before it is applied.
  const [draft, setDraft] = useState<[string | null, string | null]>(filters.range);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
        <Text component="span" id={periodLabel} size="sm" fw={500}>
          Period
        </Text>
        <SegmentedControl
          role="radiogroup"
          aria-labelledby={periodLabel}
          value={filters.period}
          onChange={(value) => onPeriodChange(value as ReportPeriod)}
          data={REPORT_PERIODS}
          fullWidth
        />
      </Stack>
      {filters.period === 'custom' ? (
        <DatePickerInput
          type="range"
          label="Exam dates"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (value[0] && value[1]) onRangeChange(value[0], value[1]);
          }}
          maxDate={todayIsoDate()}
          allowSingleDateInRange
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          ariaLabels={CALENDAR_LABELS}
          w={{ base: '100%', xs: 280 }}
        />
      ) : null}
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? ALL}
        onChange={(value) =>
          onStatusChange(!value || value === ALL ? null : (value as PracticeSessionStatus))
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label="Class"
        data={[{ value: ALL, label: 'All classes' }, ...classNames]}
        value={filters.studentClass ?? ALL}
        onChange={(value) => onClassChange(!value || value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
