import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { AttemptSession } from '@markwise/contract';
import { plainGlimpse, plural } from '../lib/answers';
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
  const missing = questions.filter((question) => !answered(question._id)).length;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>Review your answers</Title>
        <Text>
          {questions.length - missing} of {plural(questions.length, 'question')} answered.{' '}
          {missing > 0
            ? `${plural(missing, 'question')} not answered yet.`
            : 'Every question has an answer.'}
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => {
          const done = answered(question._id);
          return (
            <Paper
              component="li"
              key={question._id}
              withBorder
              radius="md"
              p="sm"
              data-answered={done}
              bg={done ? undefined : 'var(--mantine-color-orange-light)'}
              style={
                done ? undefined : { borderLeft: '4px solid var(--mantine-color-orange-filled)' }
              }
            >
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
                  <Group gap="sm" wrap="nowrap">
                    <Title order={3} fz="md">
                      Question {question.number}
                    </Title>
                    <Group gap={4} wrap="nowrap">
                      {done ? (
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
                        {done ? 'Answered' : 'Not answered'}
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
                  aria-label={`Go to question ${question.number}`}
                  onClick={() => onGoTo(index)}
                >
                  Go to question
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Group justify="space-between" gap="sm">
        <BackButton onClick={onBack}>Back to questions</BackButton>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onSubmit}>
          Submit exam
        </Button>
      </Group>
    </Stack>
  );
}
