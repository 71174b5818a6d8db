import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import {
  moveItem,
  newRubricPoint,
  rubricSummary,
  type QuestionDraft,
  type RubricPointDraft,
} from '../lib/question-draft';
import { focusSoon } from '../lib/focus';

/** The contract's cap on a question's rubric points. */
const RUBRIC_POINTS_MAX = 50;

type RubricEditorProps = {
  question: QuestionDraft;
  /** The question's position in the paper, 0-based. */
  index: number;
  errors: FormErrors;
  onChange: (rubric: RubricPointDraft[]) => void;
};

export const rubricPointInputId = (point: RubricPointDraft) => `rubric-${point.key}-point`;

const TONE_COLOURS = { ok: 'dimmed', short: 'yellow.8', over: 'red.7' } as const;

/**
 * A question's rubric: the points an answer should make and what each is worth. Enter in a
 * point's text adds the next point, so a rubric can be typed without the mouse.
 */
export function RubricEditor({ question, index, errors, onChange }: RubricEditorProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const { rubric } = question;
  const summary = rubricSummary(question);
  const sumError = errors[`questions.${index}.rubric`];
  const summaryId = `rubric-${question.key}-summary`;

  const update = (at: number, changes: Partial<RubricPointDraft>) =>
    onChange(rubric.map((point, i) => (i === at ? { ...point, ...changes } : point)));
  const add = (at: number) => {
    if (rubric.length >= RUBRIC_POINTS_MAX) return;
    const point = newRubricPoint();
    onChange([...rubric.slice(0, at), point, ...rubric.slice(at)]);
    focusSoon(rubricPointInputId(point));
  };
  const onPointKeyDown = (at: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter would submit the whole paper; here it means "next point".
    event.preventDefault();
    add(at + 1);
  };

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {t('Question {{number}} rubric', { number })}
      </Text>
      {rubric.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No rubric: the answer is marked against the model answer alone.')}
        </Text>
      ) : null}
      {rubric.map((point, at) => {
        const names = { number, point: at + 1 };
        const error = (field: string) => errors[`questions.${index}.rubric.${at}.${field}`];
        return (
          // On a phone the marks and the buttons go under the point's text.
          <Group key={point.key} gap="xs" align="flex-start">
            <TextInput
              id={rubricPointInputId(point)}
              aria-label={t('Question {{number}} rubric point {{point}}', names)}
              placeholder={t('A point the answer should make')}
              value={point.point}
              onChange={(event) => update(at, { point: event.currentTarget.value })}
              onKeyDown={onPointKeyDown(at)}
              error={error('point')}
              style={{ flex: '1 1 220px' }}
            />
            <NumberInput
              aria-label={t('Question {{number}} rubric point {{point}} marks', names)}
              aria-describedby={summaryId}
              placeholder={t('Marks')}
              value={point.marks}
              onChange={(value) => update(at, { marks: value === '' ? '' : Number(value) })}
              error={error('marks') ?? (sumError ? true : undefined)}
              min={0}
              max={1000}
              decimalScale={2}
              w={90}
            />
            <ActionIcon
              variant="subtle"
              aria-label={t('Move Question {{number}} rubric point {{point}} up', names)}
              disabled={at === 0}
              onClick={() => onChange(moveItem(rubric, at, -1))}
              mt={6}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('Move Question {{number}} rubric point {{point}} down', names)}
              disabled={at === rubric.length - 1}
              onClick={() => onChange(moveItem(rubric, at, 1))}
              mt={6}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Remove Question {{number}} rubric point {{point}}', names)}
              onClick={() => onChange(rubric.filter((_, i) => i !== at))}
              mt={6}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => add(rubric.length)}
          disabled={rubric.length >= RUBRIC_POINTS_MAX}
          aria-label={t('Add rubric point to question {{number}}', { number })}
        >
          {t('Add rubric point')}
        </Button>
        {rubric.length > 0 ? (
          <Text
            id={summaryId}
            size="sm"
            c={sumError ? 'red.7' : TONE_COLOURS[summary.tone]}
            aria-live="polite"
          >
            {sumError ?? summary.text}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
