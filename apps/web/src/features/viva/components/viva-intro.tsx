import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import type { VivaAvailability } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import type { AnswerWays } from './viva-answer-form';

type VivaIntroProps = {
  availability: VivaAvailability;
  ways: AnswerWays;
  starting: boolean;
  onStart: () => void;
};

/** What a viva is like, that it is practice only and read by teachers, and Start (or Resume). */
export function VivaIntro({ availability, ways, starting, onStart }: VivaIntroProps) {
  const { t } = useTranslation();
  const { questions, answerSeconds } = availability;
  const resuming = availability.sessions.some((session) => !session.finished);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="viva-intro-title"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id="viva-intro-title">
          {t('How it works')}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>
            {questions === 1
              ? t('{{count}} question from the paper, as in an oral exam.', {
                  count: formatNumber(questions),
                })
              : t('{{count}} questions from the paper, one at a time, as in an oral exam.', {
                  count: formatNumber(questions),
                })}
          </List.Item>
          <List.Item>
            {t(
              '{{seconds}} seconds for each answer. When the time runs out, what you have written is sent.',
              {
                seconds: formatNumber(answerSeconds),
              },
            )}
          </List.Item>
          <List.Item>{t('A short answer may get a follow-up question.')}</List.Item>
          <List.Item>
            {ways.recording || ways.speech
              ? t('Type your answers, or speak them.')
              : t('Type your answers.')}
          </List.Item>
        </List>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('This is practice only: it never changes your exam marks.')}
        </Alert>
        <Text size="sm" c="dimmed" display="flex" style={{ alignItems: 'center', gap: 6 }}>
          <IconEye size={16} aria-hidden />
          {t('Your teachers can read your viva practice.')}
        </Text>
        <Button
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={starting}
          onClick={onStart}
        >
          {resuming ? t('Resume viva') : t('Start viva')}
        </Button>
      </Stack>
    </Paper>
  );
}
