import { Alert, Stack, Text } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import type { QuestionExtras } from './question-extras';

type MarkOverrideNoteProps = {
  extras: Pick<QuestionExtras, 'evaluator' | 'evaluatorMarks' | 'override'>;
  allocated: number;
};

/** The evaluator's mark and, when a teacher changed it, the teacher's mark with the reason. */
export function MarkOverrideNote({ extras, allocated }: MarkOverrideNoteProps) {
  const { evaluator, evaluatorMarks, override } = extras;
  if (!override && evaluatorMarks === null && !evaluator) return null;
  const evaluatorLine =
    evaluatorMarks === null ? null : `Evaluator's mark: ${evaluatorMarks}/${allocated}`;
  if (!override) {
    // Without an override the badge already shows the evaluator's mark.
    return evaluator ? (
      <Text size="xs" c="dimmed">
        Evaluated by {evaluator}
      </Text>
    ) : null;
  }
  const who = override.by ? ` by ${override.by}` : '';
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconUserEdit size={18} aria-hidden />}
      title={`Teacher's mark: ${override.marks}/${allocated}`}
    >
      <Stack gap={2}>
        {evaluatorLine ? <Text size="sm">{evaluatorLine}</Text> : null}
        {evaluator ? <Text size="sm">Evaluated by {evaluator}</Text> : null}
        <Text size="sm">
          <Text span fw={600}>
            Reason:
          </Text>{' '}
          {override.reason}
        </Text>
        <Text size="xs" c="dimmed">
          Changed{who} on {formatDateTime(override.at)}
        </Text>
      </Stack>
    </Alert>
  );
}
