import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { ReviewItem } from '@markwise/contract';
import { MarkdownText } from '@/components/markdown-text';
import { QuestionSection } from '@/components/question-prompt';
import { ToneBadge } from '@/components/tone';

type ReviewAnswerProps = {
  item: ReviewItem;
  /** Anonymous marking: the student's name shows only once the teacher asks. */
  revealed: boolean;
  onReveal: () => void;
};

/** One answer as the desk shows it: who (if revealed), the question, the answer, the machine's view. */
export function ReviewAnswer({ item, revealed, onReveal }: ReviewAnswerProps) {
  const { question } = item;
  const photos = item.imageCount === 1 ? '1 photo' : `${item.imageCount} photos`;
  return (
    <QuestionSection
      number={question.number}
      marks={question.marks}
      text={question.text}
      headingId={`desk-question-${item.sessionId}-${question.id}`}
    >
      <Group gap="xs" justify="space-between">
        {revealed ? (
          <Text fw={600}>
            {item.student.name}{' '}
            <Text span c="dimmed" size="sm">
              {item.student.email}
            </Text>
          </Text>
        ) : (
          <>
            <Text c="dimmed">Student hidden while you mark</Text>
            <Button variant="subtle" size="compact-sm" onClick={onReveal}>
              Show name (N)
            </Button>
          </>
        )}
      </Group>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
        <Text size="sm" fw={600} mb={4}>
          {item.answerText !== null ? 'Typed answer' : `Transcription of ${photos}`}
        </Text>
        <MarkdownText
          value={item.answerText ?? item.transcription ?? ''}
          emptyText="No answer was given."
        />
      </Paper>
      <MachineView item={item} />
    </QuestionSection>
  );
}

function MachineView({ item }: { item: ReviewItem }) {
  const allocated = item.question.marks;
  return (
    <Stack gap="xs" aria-label="The machine's mark" role="group">
      <Group gap="xs">
        <Text>
          Suggested mark:{' '}
          <Text span fw={700}>
            {item.suggestedMarks === null ? 'none' : `${item.suggestedMarks}/${allocated}`}
          </Text>
        </Text>
        {item.confidence ? (
          <ToneBadge tone={item.confidence === 'confident' ? 'green' : 'yellow'}>
            {item.confidence === 'confident' ? 'Confident' : 'Needs review'}
          </ToneBadge>
        ) : null}
        {item.machineMarks !== null && item.machineMarks !== item.suggestedMarks ? (
          <Text size="sm" c="dimmed">
            (evaluator gave {item.machineMarks}; teachers&apos; marks on this question moved it)
          </Text>
        ) : null}
      </Group>
      {item.reasons.length > 0 ? (
        <List size="sm" spacing={2}>
          {item.reasons.map((reason) => (
            <List.Item key={reason.code}>{reason.detail}</List.Item>
          ))}
        </List>
      ) : null}
      {item.secondOpinion ? (
        <Text size="sm" c="dimmed">
          Built-in evaluator&apos;s mark: {item.secondOpinion.marks}/{allocated}
        </Text>
      ) : null}
    </Stack>
  );
}
