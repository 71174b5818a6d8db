import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { QUESTIONS_PER_PAPER_MAX } from '@markwise/contract';
import { moveQuestion, newQuestion, totalMarks, type QuestionDraft } from '../lib/paper-form';

type PaperQuestionsEditorProps = {
  questions: QuestionDraft[];
  /** Messages by Mantine path: 'title', 'questions.0.text', 'questions', 'maxMarks'. */
  errors: FormErrors;
  onChange: (questions: QuestionDraft[]) => void;
};

/** The paper's questions: add, remove, reorder; the total marks follow live. */
export function PaperQuestionsEditor({ questions, errors, onChange }: PaperQuestionsEditorProps) {
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...changes } : q)));
  const total = totalMarks(questions);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700}>Questions</Text>
        <Text fw={600} aria-live="polite" data-testid="max-marks">
          Maximum marks: {total}
        </Text>
      </Group>
      {errors.questions ? <Alert color="red">{errors.questions}</Alert> : null}
      {errors.maxMarks ? <Alert color="red">{errors.maxMarks}</Alert> : null}
      {questions.map((question, index) => {
        const number = index + 1;
        const error = (field: string) => errors[`questions.${index}.${field}`];
        return (
          <Card
            key={question.key}
            withBorder
            padding="sm"
            component="section"
            aria-label={`Question ${number}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600}>Question {number}</Text>
              <Group gap={4}>
                <Tooltip label="Move up">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move question ${number} up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveQuestion(questions, index, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move down">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move question ${number} down`}
                    disabled={index === questions.length - 1}
                    onClick={() => onChange(moveQuestion(questions, index, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove question ${number}`}
                    disabled={questions.length === 1}
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <Stack gap="xs">
              <Textarea
                label={`Question ${number} text (markdown)`}
                withAsterisk
                value={question.text}
                onChange={(event) => update(index, { text: event.currentTarget.value })}
                error={error('text')}
                autosize
                minRows={2}
                maxRows={8}
              />
              <NumberInput
                label={`Question ${number} marks`}
                withAsterisk
                value={question.marks}
                onChange={(value) => update(index, { marks: value === '' ? '' : Number(value) })}
                error={error('marks')}
                min={1}
                max={1000}
                allowDecimal={false}
                w={{ base: '100%', xs: 200 }}
              />
              <Textarea
                label={`Question ${number} model answer (markdown)`}
                value={question.modelAnswer}
                onChange={(event) => update(index, { modelAnswer: event.currentTarget.value })}
                error={error('modelAnswer')}
                autosize
                minRows={2}
                maxRows={8}
              />
            </Stack>
          </Card>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...questions, newQuestion()])}
        disabled={questions.length >= QUESTIONS_PER_PAPER_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        Add Question
      </Button>
    </Stack>
  );
}
