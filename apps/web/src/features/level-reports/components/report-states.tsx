import { Button, Center, Loader, Paper } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { StatePanel } from '@/components/state-panel';
import { formatCourseDate } from '@/lib/format';

/** The table area keeps this height in every state, so nothing jumps when rows arrive. */
export const TABLE_AREA_MIN_HEIGHT = 320;

export function ReportsLoading() {
  return (
    <Center mih={TABLE_AREA_MIN_HEIGHT} role="status" aria-live="polite">
      <Loader aria-label="Loading reports" />
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
  const day = (iso: string) => formatCourseDate(`${iso}T00:00:00`);
  let when = 'yet';
  if (days && days[0] === days[1]) when = `on ${day(days[0])}`;
  else if (days) when = `between ${day(days[0])} and ${day(days[1])}`;
  return (
    <Center mih={TABLE_AREA_MIN_HEIGHT}>
      <StatePanel icon={IconUsers} title="No students found">
        No student {filters ? `(${filters}) ` : ''}attempted this level {when}.
      </StatePanel>
    </Center>
  );
}

export function ReportsError({ onBack }: { onBack: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <StatePanel
        icon={IconAlertCircle}
        failure
        title="Error Loading Reports"
        action={
          <Button variant="default" onClick={onBack}>
            Go Back
          </Button>
        }
      >
        There was a problem loading the reports data. Please try again later.
      </StatePanel>
    </Paper>
  );
}
