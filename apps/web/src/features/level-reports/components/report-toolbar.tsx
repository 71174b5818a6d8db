import { Badge, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
// Only this screen picks dates, so the date picker's styles load with it, not with every page.
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import { ToneBadge } from '@/components/tone';
import { todayIsoDate } from '../lib/level-reports-rules';

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

type ReportToolbarProps = {
  date: string;
  onDateChange: (date: string | null) => void;
  totalAttempted: number | undefined;
  totalCompleted: number | undefined;
};

/** The Total Attempts and Completed badges, and the day filter (no future days). */
export function ReportToolbar({
  date,
  onDateChange,
  totalAttempted,
  totalCompleted,
}: ReportToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
      <Group gap="sm" aria-live="polite">
        <Badge size="lg" variant="light" color="indigo" tt="none">
          Total Attempts: {totalAttempted ?? '…'}
        </Badge>
        <ToneBadge size="lg" tone="green">
          Completed: {totalCompleted ?? '…'}
        </ToneBadge>
      </Group>
      <DatePickerInput
        label="Exam date"
        value={date}
        onChange={onDateChange}
        maxDate={todayIsoDate()}
        valueFormat="MMM D, YYYY"
        leftSection={<IconCalendar size={16} aria-hidden />}
        allowDeselect={false}
        ariaLabels={CALENDAR_LABELS}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
