import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';

/** At the deadline: answers are frozen, submitting still works. */
export function TimeUpNotice() {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="md"
      role="alert"
      style={{ borderColor: 'var(--mantine-color-error)', borderWidth: 2 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconClockX size={28} color="var(--mantine-color-error)" aria-hidden />
        <Stack gap={4}>
          <Title order={2} fz="h4">
            Time is up
          </Title>
          <Text size="sm">
            Your answers can no longer change; what was saved will be evaluated. Review your answers
            and submit your exam.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
