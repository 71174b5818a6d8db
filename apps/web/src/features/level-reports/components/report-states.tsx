import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
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

export function ReportsEmpty({ date }: { date: string }) {
  return (
    <Center mih={TABLE_AREA_MIN_HEIGHT}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUsers size={26} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          No students found
        </Title>
        <Text c="dimmed" size="sm">
          No student attempted this level on {formatCourseDate(`${date}T00:00:00`)}.
        </Text>
      </Stack>
    </Center>
  );
}

export function ReportsError({ onBack }: { onBack: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertCircle size={26} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          Error Loading Reports
        </Title>
        <Text c="dimmed" size="sm">
          There was a problem loading the reports data. Please try again later.
        </Text>
        <Button variant="default" onClick={onBack}>
          Go Back
        </Button>
      </Stack>
    </Paper>
  );
}
