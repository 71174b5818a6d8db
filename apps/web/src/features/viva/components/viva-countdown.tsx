import { Group, RingProgress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { msg, useTranslation } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

/** The ring turns orange, then red, as the time runs short. */
const WARN_AT = 30;
const URGENT_AT = 10;

/**
 * What a screen reader hears, politely: the text changes only as the time crosses a minute, 30
 * and 10 seconds left, and when it is up, not every second.
 */
function milestone(remaining: number): string {
  if (remaining === 0) return msg('Time is up: your answer is being sent.');
  if (remaining < URGENT_AT) return msg('Less than 10 seconds left.');
  if (remaining < WARN_AT) return msg('Less than 30 seconds left.');
  if (remaining < 60) return msg('Less than a minute left.');
  return '';
}

const ringColor = (remaining: number) =>
  remaining <= URGENT_AT ? 'red' : remaining <= WARN_AT ? 'orange' : 'blue';

type VivaCountdownProps = {
  remaining: number;
  /** The seconds the question allows, the ring's whole. */
  allowed: number;
};

/** The time left to answer: a ring emptying, the seconds in it, and a few announcements. */
export function VivaCountdown({ remaining, allowed }: VivaCountdownProps) {
  const { t } = useTranslation();
  const announcement = milestone(remaining);
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <RingProgress
        aria-hidden
        size={64}
        thickness={6}
        roundCaps
        sections={[
          { value: allowed > 0 ? (remaining / allowed) * 100 : 0, color: ringColor(remaining) },
        ]}
        label={
          <Text ta="center" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(remaining)}
          </Text>
        }
      />
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('Time left')}
        </Text>
        <Text role="timer" size="sm" fw={600}>
          {remaining === 1
            ? t('{{count}} second', { count: formatNumber(remaining) })
            : t('{{count}} seconds', { count: formatNumber(remaining) })}
        </Text>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement ? t(announcement) : ''}
      </VisuallyHidden>
    </Group>
  );
}
