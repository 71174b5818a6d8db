import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RubricChangeEffect, RubricPoint } from '@markwise/contract';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { ToneText } from '@/components/tone';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { useChangeRubric, usePreviewRubricChange } from '../api/question-rubric';

/** The contract's cap on a question's rubric points. */
const RUBRIC_POINTS_MAX = 50;

export type EditedQuestion = { id: string; number: number; marks: number; rubric: RubricPoint[] };

type RubricEditDialogProps = {
  /** The question whose rubric is edited; null: the dialog is closed. */
  question: EditedQuestion | null;
  onClose: () => void;
};

/** A point as edited: `id` when it is one of the question's, so its answers follow it. */
type Row = { key: number; id?: string; point: string; marks: number | string };

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/** What saving does to the answers teachers marked with the rubric, in one sentence. */
export function effectWords({ markedWithRubric, changing, released }: RubricChangeEffect) {
  if (changing === 0) {
    return markedWithRubric === 0
      ? 'No answer has been marked with this rubric yet.'
      : `None of the ${answers(markedWithRubric)} marked with this rubric changes its mark.`;
  }
  const students = released === 1 ? 'its student sees' : 'their students see';
  const which = changing === 1 ? 'It is' : `${released} of them ${released === 1 ? 'is' : 'are'}`;
  const seen = released > 0 ? ` ${which} released: ${students} the new mark.` : '';
  return `Saving re-marks ${answers(changing)} marked with these points.${seen}`;
}

/**
 * A question's rubric edited on the desk, after answers were marked with it: a reworded or
 * re-marked point keeps its answers, and the teacher sees how many answers change before saving.
 */
export function RubricEditDialog({ question, onClose }: RubricEditDialogProps) {
  return (
    <Dialog
      opened={question !== null}
      onClose={onClose}
      title={question ? `Question ${question.number} rubric` : 'Rubric'}
      size="lg"
    >
      {question ? <RubricForm question={question} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RubricForm({ question, onClose }: { question: EditedQuestion; onClose: () => void }) {
  const [rows, setRows] = useState<Row[]>(() =>
    question.rubric.map((point, key) => ({ key, ...point })),
  );
  const [nextKey, setNextKey] = useState(question.rubric.length);
  const [effect, setEffect] = useState<RubricChangeEffect | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewRubricChange();
  const change = useChangeRubric();

  const edit = (rows: Row[]) => {
    setRows(rows);
    // A change after the count was shown needs counting again.
    setEffect(null);
    setProblem(null);
  };
  const update = (key: number, changes: Partial<Row>) =>
    edit(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const add = () => {
    edit([...rows, { key: nextKey, point: '', marks: 1 }]);
    setNextKey(nextKey + 1);
  };

  const body = () => ({
    rubric: rows.map(({ id, point, marks }) => ({
      ...(id ? { id } : {}),
      point: point.trim(),
      marks: Number(marks),
    })),
  });
  const invalid = () => {
    if (rows.length === 0) return 'Keep at least one point.';
    const at = rows.findIndex((row) => row.point.trim() === '');
    if (at >= 0) return `Point ${at + 1} needs its text.`;
    const bad = rows.findIndex((row) => !(Number(row.marks) > 0));
    if (bad >= 0) return `Point ${bad + 1} must be worth more than 0 marks.`;
    return null;
  };

  // First the count of answers the change moves; saving is a second, deliberate step.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = invalid();
    if (wrong) return setProblem(wrong);
    if (!effect) {
      preview.mutate(
        { questionId: question.id, body: body() },
        {
          onSuccess: ({ data }) => setEffect(data),
          onError: (error) => setProblem(errorMessage(error, 'The change could not be counted.')),
        },
      );
      return;
    }
    change.mutate(
      { questionId: question.id, body: body() },
      {
        onSuccess: ({ data }) => {
          toastSuccess(
            data.changing > 0
              ? `Rubric saved: ${answers(data.changing)} re-marked.`
              : 'Rubric saved.',
          );
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, 'The rubric was not saved.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Answers you marked by ticking points get the marks of their points as you set them here
          (at most {question.marks}). A point you remove no longer counts.
        </Text>
        {rows.map((row, at) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`Point ${at + 1}`}
              placeholder="A point the answer should make"
              value={row.point}
              onChange={(event) => update(row.key, { point: event.currentTarget.value })}
              maxLength={2000}
              style={{ flex: 1 }}
            />
            <NumberInput
              aria-label={`Point ${at + 1} marks`}
              value={row.marks}
              onChange={(marks) => update(row.key, { marks })}
              min={0.5}
              step={0.5}
              decimalScale={2}
              w={90}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove point ${at + 1}`}
              onClick={() => edit(rows.filter((each) => each.key !== row.key))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={rows.length >= RUBRIC_POINTS_MAX}
          >
            Add a point
          </Button>
        </Group>
        {effect ? (
          <Alert color="blue" role="status" title="Before you save">
            {effectWords(effect)}
          </Alert>
        ) : null}
        {problem ? (
          <ToneText tone="red" size="sm" role="alert">
            {problem}
          </ToneText>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={preview.isPending || change.isPending}>
            {effect ? 'Save rubric' : 'Review change'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
