import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { AttemptSession } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { plainGlimpse } from '../lib/answers';
import { BackButton } from '@/components/back-button';

type Question = AttemptSession['questions'][number];

type ReviewPanelProps = {
  questions: readonly Question[];
  answered: (questionId: string) => boolean;
  onGoTo: (index: number) => void;
  onBack: () => void;
  onSubmit: () => void;
};

/** Every question with Answered / Not answered (the latter highlighted), then Submit exam. */
export function ReviewPanel({ questions, answered, onGoTo, onBack, onSubmit }: ReviewPanelProps) {
  const { t } = useTranslation();
  const total = questions.length;
  const missing = questions.filter((question) => !answered(question._id)).length;
  const done = total - missing;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{t('Review your answers')}</Title>
        <Text>
          {total === 1
            ? t('{{answered}} of {{count}} question answered.', { answered: done, count: total })
            : t('{{answered}} of {{count}} questions answered.', {
                answered: done,
                count: total,
              })}{' '}
          {missing === 0
            ? t('Every question has an answer.')
            : missing === 1
              ? t('{{count}} question not answered yet.', { count: missing })
              : t('{{count}} questions not answered yet.', { count: missing })}
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => {
          const isDone = answered(question._id);
          return (
            <Paper
              component="li"
              key={question._id}
              withBorder
              radius="md"
              p="sm"
              data-answered={isDone}
              bg={isDone ? undefined : 'var(--mantine-color-orange-light)'}
              style={
                isDone ? undefined : { borderLeft: '4px solid var(--mantine-color-orange-filled)' }
              }
            >
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
                  <Group gap="sm" wrap="nowrap">
                    <Title order={3} fz="md">
                      {t('Question {{number}}', { number: question.number })}
                    </Title>
                    <Group gap={4} wrap="nowrap">
                      {isDone ? (
                        <IconCircleCheck
                          size={18}
                          color="var(--mantine-color-teal-filled)"
                          aria-hidden
                        />
                      ) : (
                        <IconAlertCircle
                          size={18}
                          color="var(--mantine-color-orange-filled)"
                          aria-hidden
                        />
                      )}
                      <Text size="sm" fw={600}>
                        {isDone ? t('Answered') : t('Not answered')}
                      </Text>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {plainGlimpse(question.text)}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  size="sm"
                  aria-label={t('Go to question {{number}}', { number: question.number })}
                  onClick={() => onGoTo(index)}
                >
                  {t('Go to question')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Group justify="space-between" gap="sm">
        <BackButton onClick={onBack}>{t('Back to questions')}</BackButton>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onSubmit}>
          {t('Submit exam')}
        </Button>
      </Group>
    </Stack>
  );
}
