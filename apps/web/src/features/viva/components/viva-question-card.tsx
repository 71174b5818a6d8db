import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { VivaAnswerBody, VivaTurn } from '@markwise/contract';
import { useId } from 'react';
import { MarkdownText } from '@/components/markdown-text';
import { useTranslation } from '@/i18n/i18n';
import { useSecondsLeft } from '../lib/use-seconds-left';
import { secondsLeft } from '../lib/viva-turns';
import { VivaAnswerForm, type AnswerWays } from './viva-answer-form';
import { VivaCountdown } from './viva-countdown';

type VivaQuestionCardProps = {
  turn: VivaTurn;
  topics: number;
  ways: AnswerWays;
  sending: boolean;
  onAnswer: (body: Omit<VivaAnswerBody, 'turnId'>) => void;
  onRecording: (recording: { audio: Blob; fileName: string }) => void;
};

/** The question being asked, the time left to answer it, and the answer. */
export function VivaQuestionCard({ turn, topics, ...answer }: VivaQuestionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const remaining = useSecondsLeft(turn);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
          <Group gap="xs" miw={0}>
            <Title order={2} fz="h4" id={titleId}>
              {t('Question {{number}} of {{total}}', { number: turn.topic, total: topics })}
            </Title>
            {turn.kind === 'follow_up' ? (
              <Badge variant="light" tt="none">
                {t('Follow-up')}
              </Badge>
            ) : null}
          </Group>
          <VivaCountdown
            remaining={remaining}
            allowed={secondsLeft(turn, Date.parse(turn.askedAt))}
          />
        </Group>
        <MarkdownText value={turn.question} />
        <VivaAnswerForm {...answer} timeUp={remaining === 0} />
      </Stack>
    </Paper>
  );
}
