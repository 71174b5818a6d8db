import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { formatCountdown, type TimerState } from '../lib/countdown';

const LABELS: Record<Exclude<TimerState, 'untimed'>, string> = {
  running: msg('Time left'),
  warning: msg('Less than 5 minutes left'),
  up: msg('No time left'),
};

/**
 * The countdown. Its label is a polite live region, so a screen reader hears it change once at
 * five minutes and once at zero, not every second. Urgent states are white on dark red: AA in
 * light and dark mode.
 */
export function CountdownTimer({ remaining, state }: { remaining: number; state: TimerState }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (state === 'untimed') return null;
  const urgent = state !== 'running';
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py={6}
      bg={urgent ? 'red.9' : undefined}
      c={urgent ? 'white' : undefined}
      data-state={state}
    >
      <Group gap="sm" wrap="nowrap">
        <IconClock size={22} aria-hidden />
        <Stack gap={0}>
          <Text id={labelId} size="xs" fw={600} c="inherit" role="status">
            {t(LABELS[state])}
          </Text>
          <Text
            role="timer"
            aria-labelledby={labelId}
            fw={700}
            fz={22}
            lh={1.2}
            c="inherit"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatCountdown(remaining)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
