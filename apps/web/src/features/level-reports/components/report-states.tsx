import { Button, Center, Loader, Paper } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { StatePanel } from '@/components/state-panel';
import { formatCourseDate } from '@/lib/format';

/** The table area keeps this height in every state, so nothing jumps when rows arrive. */
export const TABLE_AREA_MIN_HEIGHT = 320;

export function ReportsLoading() {
  const { t } = useTranslation();
  return (
    <Center mih={TABLE_AREA_MIN_HEIGHT} role="status" aria-live="polite">
      <Loader aria-label={t('Loading reports')} />
    </Center>
  );
}

export function ReportsEmpty({
  days,
  filters,
}: {
  days: [string, string] | null;
  filters: string | null;
}) {
  const { t } = useTranslation();
  const day = (iso: string) => formatCourseDate(`${iso}T00:00:00`);
  // One whole sentence for each case: with or without filters, and yet, on a day or between two.
  let sentence: string;
  if (!days) {
    sentence = filters
      ? t('No student ({{filters}}) attempted this level yet.', { filters })
      : t('No student attempted this level yet.');
  } else if (days[0] === days[1]) {
    const values = { filters, day: day(days[0]) };
    sentence = filters
      ? t('No student ({{filters}}) attempted this level on {{day}}.', values)
      : t('No student attempted this level on {{day}}.', values);
  } else {
    const values = { filters, first: day(days[0]), last: day(days[1]) };
    sentence = filters
      ? t('No student ({{filters}}) attempted this level between {{first}} and {{last}}.', values)
      : t('No student attempted this level between {{first}} and {{last}}.', values);
  }
  return (
    <Center mih={TABLE_AREA_MIN_HEIGHT}>
      <StatePanel icon={IconUsers} title={t('No students found')}>
        {sentence}
      </StatePanel>
    </Center>
  );
}

export function ReportsError({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <StatePanel
        icon={IconAlertCircle}
        failure
        title={t('Error Loading Reports')}
        action={
          <Button variant="default" onClick={onBack}>
            {t('Go Back')}
          </Button>
        }
      >
        {t('There was a problem loading the reports data. Please try again later.')}
      </StatePanel>
    </Paper>
  );
}
