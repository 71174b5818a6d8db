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
import { i18n, useTranslation } from '@/i18n/i18n';
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

/** What saving does to the answers teachers marked with the rubric, in a sentence or two. */
export function effectWords({ markedWithRubric, changing, released }: RubricChangeEffect) {
  if (changing === 0) {
    if (markedWithRubric === 0) return i18n.t('No answer has been marked with this rubric yet.');
    return markedWithRubric === 1
      ? i18n.t('None of the {{count}} answer marked with this rubric changes its mark.', {
          count: markedWithRubric,
        })
      : i18n.t('None of the {{count}} answers marked with this rubric changes its mark.', {
          count: markedWithRubric,
        });
  }
  const saving =
    changing === 1
      ? i18n.t('Saving re-marks {{count}} answer marked with these points.', { count: changing })
      : i18n.t('Saving re-marks {{count}} answers marked with these points.', { count: changing });
  if (released === 0) return saving;
  const seen =
    changing === 1
      ? i18n.t('It is released: its student sees the new mark.')
      : released === 1
        ? i18n.t('{{count}} of them is released: its student sees the new mark.', {
            count: released,
          })
        : i18n.t('{{count}} of them are released: their students see the new mark.', {
            count: released,
          });
  return `${saving} ${seen}`;
}

/**
 * A question's rubric edited on the desk, after answers were marked with it: a reworded or
 * re-marked point keeps its answers, and the teacher sees how many answers change before saving.
 */
export function RubricEditDialog({ question, onClose }: RubricEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={question !== null}
      onClose={onClose}
      title={question ? t('Question {{number}} rubric', { number: question.number }) : t('Rubric')}
      size="lg"
    >
      {question ? <RubricForm question={question} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RubricForm({ question, onClose }: { question: EditedQuestion; onClose: () => void }) {
  const { t } = useTranslation();
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
    if (rows.length === 0) return t('Keep at least one point.');
    const at = rows.findIndex((row) => row.point.trim() === '');
    if (at >= 0) return t('Point {{number}} needs its text.', { number: at + 1 });
    const bad = rows.findIndex((row) => !(Number(row.marks) > 0));
    if (bad >= 0)
      return t('Point {{number}} must be worth more than 0 marks.', { number: bad + 1 });
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
          onError: (error) =>
            setProblem(errorMessage(error, t('The change could not be counted.'))),
        },
      );
      return;
    }
    change.mutate(
      { questionId: question.id, body: body() },
      {
        onSuccess: ({ data }) => {
          toastSuccess(
            data.changing === 0
              ? t('Rubric saved.')
              : data.changing === 1
                ? t('Rubric saved: {{count}} answer re-marked.', { count: data.changing })
                : t('Rubric saved: {{count}} answers re-marked.', { count: data.changing }),
          );
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, t('The rubric was not saved.'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(
            'Answers you marked by ticking points get the marks of their points as you set them here (at most {{marks}}). A point you remove no longer counts.',
            { marks: question.marks },
          )}
        </Text>
        {rows.map((row, at) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('Point {{number}}', { number: at + 1 })}
              placeholder={t('A point the answer should make')}
              value={row.point}
              onChange={(event) => update(row.key, { point: event.currentTarget.value })}
              maxLength={2000}
              style={{ flex: 1 }}
            />
            <NumberInput
              aria-label={t('Point {{number}} marks', { number: at + 1 })}
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
              aria-label={t('Remove point {{number}}', { number: at + 1 })}
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
            {t('Add a point')}
          </Button>
        </Group>
        {effect ? (
          <Alert color="blue" role="status" title={t('Before you save')}>
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
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={preview.isPending || change.isPending}>
            {effect ? t('Save rubric') : t('Review change')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
