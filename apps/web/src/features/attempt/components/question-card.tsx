import { Badge, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import type { AnswerImage, AttemptSession } from '@markwise/contract';
import { MarkdownText } from '@/components/markdown-text';
import type { AnswerSaver, AnswerTextState } from '../lib/answer-saver';
import { AnswerEditor } from './answer-editor';
import { AnswerPhotos } from './answer-photos';

type Question = AttemptSession['questions'][number];

type QuestionCardProps = {
  sessionId: string;
  question: Question;
  state: AnswerTextState;
  images: readonly AnswerImage[];
  saver: AnswerSaver;
  frozen: boolean;
};

export const questionHeadingId = (questionId: string) => `question-${questionId}-heading`;

/** One question: its text, then the typed answer and the photos. A region named after it. */
export function QuestionCard({
  sessionId,
  question,
  state,
  images,
  saver,
  frozen,
}: QuestionCardProps) {
  const headingId = questionHeadingId(question._id);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz="h3" id={headingId} tabIndex={-1} style={{ scrollMarginTop: 96 }}>
            Question {question.number}
          </Title>
          <Badge variant="light" size="lg" tt="none">
            {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
          </Badge>
        </Group>
        <MarkdownText value={question.text} />
        <Divider />
        <AnswerEditor
          questionNumber={question.number}
          state={state}
          frozen={frozen}
          onChange={(text) => saver.edit(question._id, text)}
          onBlur={() => void saver.flush(question._id)}
          onRetry={() => void saver.flush(question._id)}
        />
        <AnswerPhotos
          sessionId={sessionId}
          questionId={question._id}
          questionNumber={question.number}
          images={images}
          frozen={frozen}
        />
      </Stack>
    </Paper>
  );
}
