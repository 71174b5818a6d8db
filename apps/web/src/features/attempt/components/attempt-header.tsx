import { Box, Group, Text } from '@mantine/core';
import type { AttemptSession } from '@markwise/contract';
import { PageHeader } from '@/components/page-header';
import { plural } from '../lib/answers';
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
  const { paper, questions } = session;
  const facts = [
    paper.qpCode,
    plural(questions.length, 'question'),
    plural(paper.maxMarks, 'mark'),
    paper.timeAllowed > 0 ? plural(paper.timeAllowed, 'minute') : null,
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
            {answeredCount} of {questions.length} answered
          </Text>
          <CountdownTimer remaining={remaining} state={timer} />
        </Group>
      </Box>
    </>
  );
}
