import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { ANSWER_TEXT_MAX } from '@markwise/contract';
import { useId, useState } from 'react';
import { MarkdownText } from '@/components/markdown-text';
import type { AnswerTextState } from '../lib/answer-saver';
import { SaveStatus } from './save-status';

type AnswerEditorProps = {
  questionNumber: number;
  state: AnswerTextState;
  frozen: boolean;
  onChange: (text: string) => void;
  /** Leaving the field saves at once. */
  onBlur: () => void;
  onRetry: () => void;
};

const MODES = [
  { value: 'write', label: 'Write' },
  { value: 'preview', label: 'Preview' },
] as const;
type Mode = (typeof MODES)[number]['value'];

/** Shown when the text gets this close to the limit. */
const COUNT_FROM = ANSWER_TEXT_MAX - 2000;

/** The typed answer: Write (markdown textarea) or Preview (rendered), with its save status. */
export function AnswerEditor(props: AnswerEditorProps) {
  const { questionNumber, state, frozen, onChange, onBlur, onRetry } = props;
  const [mode, setMode] = useState<Mode>('write');
  const inputId = useId();
  const label = `Answer to question ${questionNumber}`;

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text
          component={mode === 'write' ? 'label' : 'span'}
          htmlFor={mode === 'write' ? inputId : undefined}
          fw={600}
          size="sm"
        >
          {label}
        </Text>
        <Button.Group>
          {MODES.map(({ value, label: modeLabel }) => (
            <Button
              key={value}
              size="compact-sm"
              variant={mode === value ? 'filled' : 'default'}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {modeLabel}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {mode === 'write' ? (
        <Textarea
          id={inputId}
          description={
            frozen
              ? 'Time is up: this answer can no longer change.'
              : 'Markdown works: **bold**, *italic*, lists with -, headings with #.'
          }
          value={state.text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          readOnly={frozen}
          autosize
          minRows={6}
          maxRows={18}
          maxLength={ANSWER_TEXT_MAX}
        />
      ) : (
        <Paper withBorder p="sm" mih={120} role="region" aria-label={`Preview of ${label}`}>
          <MarkdownText value={state.text} emptyText="Nothing written yet." />
        </Paper>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <SaveStatus state={state} frozen={frozen} onRetry={onRetry} />
        {state.text.length >= COUNT_FROM ? (
          <Text size="xs" c="dimmed">
            {state.text.length.toLocaleString('en-US')} / {ANSWER_TEXT_MAX.toLocaleString('en-US')}{' '}
            characters
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
