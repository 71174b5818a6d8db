import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { ANSWER_TEXT_MAX } from '@markwise/contract';
import { useId, useState } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
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
  { value: 'write', label: msg('Write') },
  { value: 'preview', label: msg('Preview') },
] as const;
type Mode = (typeof MODES)[number]['value'];

/** Shown when the text gets this close to the limit. */
const COUNT_FROM = ANSWER_TEXT_MAX - 2000;

/** The typed answer: Write (markdown textarea) or Preview (rendered), with its save status. */
export function AnswerEditor(props: AnswerEditorProps) {
  const { questionNumber, state, frozen, onChange, onBlur, onRetry } = props;
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('write');
  const inputId = useId();
  const label = t('Answer to question {{number}}', { number: questionNumber });

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
              {t(modeLabel)}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {mode === 'write' ? (
        <Textarea
          id={inputId}
          description={
            frozen
              ? t('Time is up: this answer can no longer change.')
              : t('Markdown works: **bold**, *italic*, lists with -, headings with #.')
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
        <Paper
          withBorder
          p="sm"
          mih={120}
          role="region"
          aria-label={t('Preview of Answer to question {{number}}', { number: questionNumber })}
        >
          <MarkdownText value={state.text} emptyText={t('Nothing written yet.')} />
        </Paper>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <SaveStatus state={state} frozen={frozen} onRetry={onRetry} />
        {state.text.length >= COUNT_FROM ? (
          <Text size="xs" c="dimmed">
            {t('{{count}} / {{max}} characters', {
              count: formatNumber(state.text.length),
              max: formatNumber(ANSWER_TEXT_MAX),
            })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
