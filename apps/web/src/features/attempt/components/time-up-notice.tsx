import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';

/** At the deadline: answers are frozen, submitting still works. */
export function TimeUpNotice() {
  const { t } = useTranslation();
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
            {t('Time is up')}
          </Title>
          <Text size="sm">
            {t(
              'Your answers can no longer change; what was saved will be evaluated. Review your answers and submit your exam.',
            )}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
