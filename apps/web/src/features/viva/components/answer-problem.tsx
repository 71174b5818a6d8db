import { Alert } from '@mantine/core';
import { msg, useTranslation } from '@/i18n/i18n';
import type { RecorderProblem } from '../lib/use-recorder';
import type { SpeechProblem } from '../lib/use-browser-speech';

const RECORDER_PROBLEMS: Record<RecorderProblem, string> = {
  denied: msg(
    "The microphone is blocked. Allow it in your browser's site settings to record, or type your answer.",
  ),
  failed: msg('The microphone could not be started. Please type your answer.'),
};

const SPEECH_PROBLEMS: Record<SpeechProblem, string> = {
  denied: msg(
    "The browser's speech recognition is blocked. Allow the microphone in your browser's site settings, or type your answer.",
  ),
  failed: msg("The browser's speech recognition stopped. Please type your answer."),
};

type AnswerProblemProps = { recorder: RecorderProblem | null; speech: SpeechProblem | null };

/** Why the microphone could not be used, and that typing still works. */
export function AnswerProblem({ recorder, speech }: AnswerProblemProps) {
  const { t } = useTranslation();
  const problem = recorder ? RECORDER_PROBLEMS[recorder] : speech ? SPEECH_PROBLEMS[speech] : null;
  if (!problem) return null;
  return (
    <Alert variant="light" color="orange" role="alert">
      {t(problem)}
    </Alert>
  );
}
