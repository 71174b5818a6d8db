import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { ATTEMPT_MESSAGES, type AttemptSession } from '@markwise/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { requestProblem } from '@/lib/api-error';
import { toastError } from '@/lib/notify';
import { useSubmitAttempt } from '../api/submit-attempt';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { useAttemptLayout } from '../hooks/use-attempt-layout';
import { useCountdown } from '../hooks/use-countdown';
import { answerOf, isAnswered, unansweredQuestions } from '../lib/answers';
import { timerState } from '../lib/countdown';
import type { AttemptLayout } from '../lib/layout';
import { AttemptHeader } from './attempt-header';
import { OneAtATime } from './one-at-a-time';
import { QuestionCard, questionHeadingId } from './question-card';
import { ReviewPanel } from './review-panel';
import { SubmitDialog } from './submit-dialog';
import { TimeUpNotice } from './time-up-notice';

type ExamWorkspaceProps = {
  session: AttemptSession;
  /** When the session was fetched: the countdown counts from then. */
  syncedAt: number;
};

/** Saves still due this close to the deadline go now rather than after the typing pause. */
const LAST_CALL_SECONDS = 3;

const LAYOUTS = [
  { value: 'one', label: msg('One at a time') },
  { value: 'all', label: msg('All questions') },
];

/** An open session: the questions (either layout), the review, and submitting. */
/** The contract's message, as a key (the check keeps the two the same). */
const TIME_UP = msg('Time is up for this attempt') satisfies typeof ATTEMPT_MESSAGES.timeUp;

export function ExamWorkspace({ session, syncedAt }: ExamWorkspaceProps) {
  const { t } = useTranslation();
  const hasDeadline = session.deadlineAt !== null;
  const remaining = useCountdown({
    secondsLeft: session.secondsLeft,
    syncedAt,
    enabled: hasDeadline,
  });
  const timer = timerState({ hasDeadline, remaining });
  const frozen = timer === 'up';
  const { saver, texts } = useAnswerSaver(session, !frozen);
  const [layout, setLayout] = useAttemptLayout();
  const [view, setView] = useState<'questions' | 'review'>('questions');
  const [currentIndex, setCurrentIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [unsaved, setUnsaved] = useState<number[]>([]);
  // Submitting while a save is under way could lock the session before the save lands.
  const [flushing, setFlushing] = useState(false);
  const submit = useSubmitAttempt(session._id);
  const focusQuestion = useRef<string | null>(null);

  const questions = useMemo(
    () => [...session.questions].sort((a, b) => a.number - b.number),
    [session.questions],
  );
  const imagesOf = (questionId: string) => answerOf(session, questionId)?.images ?? [];
  const answered = (questionId: string) =>
    isAnswered({ text: texts[questionId]?.text ?? '', imageCount: imagesOf(questionId).length });

  useEffect(() => {
    if (frozen) saver.freeze(t(TIME_UP));
  }, [frozen, saver, t]);

  const lastCall = hasDeadline && remaining > 0 && remaining <= LAST_CALL_SECONDS;
  useEffect(() => {
    if (lastCall) void saver.flushAll();
  }, [lastCall, saver]);

  // After 'Go to question' from the review: that question's heading, once it is on screen.
  useEffect(() => {
    const target = focusQuestion.current;
    const heading = target ? document.getElementById(questionHeadingId(target)) : null;
    if (!heading) return;
    focusQuestion.current = null;
    heading.scrollIntoView({ block: 'start' });
    heading.focus();
  });

  const select = (index: number) => {
    const leaving = questions[currentIndex];
    if (leaving) void saver.flush(leaving._id);
    setCurrentIndex(index);
  };

  const goTo = (index: number) => {
    focusQuestion.current = questions[index]?._id ?? null;
    setCurrentIndex(index);
    setView('questions');
  };

  const openReview = () => {
    void saver.flushAll();
    setView('review');
    window.scrollTo({ top: 0 });
  };

  const askToSubmit = async () => {
    setUnsaved([]);
    setConfirming(true);
    setFlushing(true);
    await saver.flushAll();
    setFlushing(false);
    const states = saver.getSnapshot();
    setUnsaved(
      questions
        .filter((question) => states[question._id]?.status === 'error')
        .map((question) => question.number),
    );
  };

  const confirmSubmit = () => {
    submit.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        const problem = requestProblem(error);
        toastError(problem ?? t('Your exam could not be submitted. Please try again.'));
      },
    });
  };

  const card = (question: (typeof questions)[number]) => (
    <QuestionCard
      key={question._id}
      sessionId={session._id}
      question={question}
      state={texts[question._id] ?? { text: '', status: 'idle', error: null }}
      images={imagesOf(question._id)}
      saver={saver}
      frozen={frozen}
    />
  );
  const current = questions[Math.min(currentIndex, questions.length - 1)];
  const answeredCount = questions.filter((question) => answered(question._id)).length;

  return (
    <>
      <AttemptHeader
        session={session}
        remaining={remaining}
        timer={timer}
        answeredCount={answeredCount}
      />
      {frozen ? <TimeUpNotice /> : null}
      {view === 'review' ? (
        <ReviewPanel
          questions={questions}
          answered={answered}
          onGoTo={goTo}
          onBack={() => setView('questions')}
          onSubmit={() => void askToSubmit()}
        />
      ) : (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('Question layout')}
            data={LAYOUTS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={layout}
            onChange={(value) => setLayout(value as AttemptLayout)}
            style={{ alignSelf: 'flex-start' }}
          />
          {questions.length === 0 ? <Text>{t('This paper has no questions.')}</Text> : null}
          {layout === 'one' && current ? (
            <OneAtATime
              questions={questions}
              currentIndex={Math.min(currentIndex, questions.length - 1)}
              answered={answered}
              onSelect={select}
            >
              {card(current)}
            </OneAtATime>
          ) : (
            questions.map(card)
          )}
          <Group justify="flex-end">
            <Button leftSection={<IconListCheck size={16} aria-hidden />} onClick={openReview}>
              {t('Review answers')}
            </Button>
          </Group>
        </Stack>
      )}
      <SubmitDialog
        opened={confirming}
        total={questions.length}
        unanswered={unansweredQuestions(questions, answered).map((question) => question.number)}
        unsaved={unsaved}
        pending={submit.isPending || flushing}
        onSubmit={confirmSubmit}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
