import { Box, Group, Text } from '@mantine/core';
import type { AttemptSession } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { PageHeader } from '@/components/page-header';
import type { TimerState } from '../lib/countdown';
import { CountdownTimer } from './countdown-timer';

type AttemptHeaderProps = {
  session: AttemptSession;
  remaining: number;
  timer: TimerState;
  answeredCount: number;
};

/**
 * The paper's title and size, then a bar that stays at the top while the page scrolls: how many
 * questions are answered, and the countdown.
 */
export function AttemptHeader({ session, remaining, timer, answeredCount }: AttemptHeaderProps) {
  const { t } = useTranslation();
  const { paper, questions } = session;
  const facts = [
    paper.qpCode,
    questions.length === 1
      ? t('{{count}} question', { count: questions.length })
      : t('{{count}} questions', { count: questions.length }),
    paper.maxMarks === 1
      ? t('{{count}} mark', { count: paper.maxMarks })
      : t('{{count}} marks', { count: paper.maxMarks }),
    paper.timeAllowed <= 0
      ? null
      : paper.timeAllowed === 1
        ? t('{{count}} minute', { count: paper.timeAllowed })
        : t('{{count}} minutes', { count: paper.timeAllowed }),
  ].filter(Boolean);
  return (
    <>
      <PageHeader title={paper.title} subtitle={facts.join(' · ')} />
      <Box
        pos="sticky"
        top={0}
        py="xs"
        mb="md"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('{{answered}} of {{total}} answered', {
              answered: answeredCount,
              total: questions.length,
            })}
          </Text>
          <CountdownTimer remaining={remaining} state={timer} />
        </Group>
      </Box>
    </>
  );
}
