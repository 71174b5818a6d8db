import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconEar, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { VIVA_ANSWER_MAX, type VivaAnswerBody } from '@markwise/contract';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useBrowserSpeech } from '../lib/use-browser-speech';
import { useRecorder } from '../lib/use-recorder';
import { withWords } from '../lib/viva-turns';
import { AnswerProblem } from './answer-problem';
import { RecordControls } from './record-controls';

/** How this student may speak an answer here: what the server offers and the browser can do. */
export type AnswerWays = { recording: boolean; speech: boolean };

type VivaAnswerFormProps = {
  ways: AnswerWays;
  /** The clock reached zero: what is written (or being recorded) is sent as it stands. */
  timeUp: boolean;
  sending: boolean;
  onAnswer: (body: Omit<VivaAnswerBody, 'turnId'>) => void;
  onRecording: (recording: { audio: Blob; fileName: string }) => void;
};

/**
 * The answer to the question being asked: typed (Ctrl+Enter sends), recorded, or heard by the
 * browser into the text. One form per question: a new question starts empty.
 */
export function VivaAnswerForm({
  ways,
  timeUp,
  sending,
  onAnswer,
  onRecording,
}: VivaAnswerFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // What is sent is read at the moment of sending, which may follow a phrase just heard.
  const textRef = useRef('');
  const spokenRef = useRef(false);
  const sendWhenHeardRef = useRef(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const changeText = (next: string) => {
    textRef.current = next;
    if (next === '') spokenRef.current = false;
    setText(next);
  };
  const send = () => {
    if (sending) return;
    onAnswer({
      text: textRef.current.trim(),
      way: spokenRef.current ? 'browser_speech' : 'typed',
    });
  };
  const recorder = useRecorder((audio, fileName) => onRecording({ audio, fileName }));
  const speech = useBrowserSpeech({
    onHeard: (words) => {
      spokenRef.current = true;
      // The field's own limit does not stop what the browser writes into it.
      changeText(withWords(textRef.current, words).slice(0, VIVA_ANSWER_MAX));
    },
    onEnd: () => {
      if (!sendWhenHeardRef.current) return;
      sendWhenHeardRef.current = false;
      send();
    },
  });
  // Listening is stopped first, so the last phrase heard is in what is sent.
  const submit = () => {
    if (speech.listening) {
      sendWhenHeardRef.current = true;
      speech.stop();
    } else send();
  };

  const sendAsItStands = useEffectEvent(() => {
    if (recorder.status === 'recording') recorder.stop();
    else submit();
  });
  useEffect(() => {
    if (timeUp) sendAsItStands();
  }, [timeUp]);
  // Each question is answered straight away: the answer field is ready for typing.
  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    submit();
  };
  const recording = recorder.status !== 'idle';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Your answer')}>
      <Stack gap="sm">
        <AnswerProblem recorder={recorder.problem} speech={speech.problem} />
        <Textarea
          ref={fieldRef}
          label={t('Your answer')}
          description={t('Ctrl+Enter submits your answer.')}
          value={text}
          onChange={(event) => changeText(event.currentTarget.value)}
          onKeyDown={submitOnCtrlEnter}
          readOnly={sending}
          maxLength={VIVA_ANSWER_MAX}
          rows={5}
        />
        {speech.listening ? (
          <Text size="sm" c="dimmed" role="status">
            {t('Listening: speak your answer, then press Stop listening.')}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {ways.recording ? (
              <RecordControls recorder={recorder} disabled={sending || speech.listening} />
            ) : null}
            {ways.speech ? (
              <Button
                variant={speech.listening ? 'filled' : 'default'}
                color={speech.listening ? 'red' : undefined}
                leftSection={
                  speech.listening ? (
                    <IconPlayerStopFilled size={16} aria-hidden />
                  ) : (
                    <IconEar size={16} aria-hidden />
                  )
                }
                disabled={sending || recording}
                onClick={speech.listening ? speech.stop : speech.start}
              >
                {speech.listening ? t('Stop listening') : t('Speak')}
              </Button>
            ) : null}
          </Group>
          <Button
            type="submit"
            loading={sending}
            disabled={recording}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('Submit answer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
