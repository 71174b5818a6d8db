import {
  Box,
  Button,
  Group,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { ReviewDecisionRequest, ReviewItem } from '@markwise/contract';
import { IconChecks, IconSend } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useParams, useSearchParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { countsOf, MarkingProgress } from '@/components/marking-progress';
import { PageHeader } from '@/components/page-header';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toastError } from '@/lib/notify';
import { useDecideAnswer, useLevelReviews } from '../api/level-reviews';
import { useRegradeRequests } from '../api/regrade-requests';
import { AgreementPanel } from '../components/agreement-panel';
import { AnswerGroups } from '../components/answer-groups';
import { DeskNarrowing } from '../components/desk-narrowing';
import { DecisionPanel } from '../components/decision-panel';
import { RegradeRequests } from '../components/regrade-requests';
import { RubricEditDialog, type EditedQuestion } from '../components/rubric-edit-dialog';
import { ReleaseDialog } from '../components/release-dialog';
import { ReviewAnswer } from '../components/review-answer';
import { SecondMarking } from '../components/second-marking';
import {
  deskCommand,
  feedbackOf,
  givesOwnMark,
  isDeskKey,
  rubricMarks,
  rubricReason,
  typedMarks,
} from '../lib/desk-keys';

const ALL = 'all';
/**
 * The desk's views (?view=): answers one at a time, groups of alike answers, re-check requests,
 * second marking and moderation.
 */
const ANSWERS = 'answers';
const GROUPS = 'groups';
const REQUESTS = 'requests';
const SECOND = 'second';
type DeskView = typeof ANSWERS | typeof GROUPS | typeof REQUESTS | typeof SECOND;
const viewOf = (value: string | null): DeskView =>
  value === GROUPS || value === REQUESTS || value === SECOND ? value : ANSWERS;
/** Views of the whole level: no question picker, and no question in their address. */
const levelWide = (view: DeskView) => view === REQUESTS || view === SECOND;

/**
 * /exams/journey/reports/:levelId/desk: the level's answers waiting for a teacher, one at a time,
 * those the machine is unsure of first. Every decision saves at once; the keyboard does it all.
 */
export function MarkingDeskRoute() {
  const { t } = useTranslation();
  const { levelId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const questionId = search.get('question');
  const view = viewOf(search.get('view'));
  // One student's script, and the days the attempts were submitted on (yyyy-MM-dd).
  const sessionId = search.get('session');
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  /** The desk's address: what is not changed is kept. */
  const show = (next: {
    view?: DeskView;
    question?: string | null;
    session?: string | null;
    from?: string;
    to?: string;
  }) => {
    const nextView = next.view ?? view;
    const wide = levelWide(nextView);
    const kept = {
      view: nextView === ANSWERS ? null : nextView,
      question: wide ? null : next.question === undefined ? questionId : next.question,
      session: wide ? null : next.session === undefined ? sessionId : next.session,
      from: wide ? '' : (next.from ?? from),
      to: wide ? '' : (next.to ?? to),
    };
    setSearch(
      Object.fromEntries(Object.entries(kept).filter(([, value]) => value)) as Record<
        string,
        string
      >,
      { replace: true },
    );
    setIndex(0);
  };
  const reviews = useLevelReviews(levelId, { questionId, sessionId, from, to });
  const openRequests = useRegradeRequests(levelId, 'open');
  const decide = useDecideAnswer();
  const items = reviews.data?.data ?? [];

  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState('');
  const [releasing, setReleasing] = useState(false);
  const [ticked, setTicked] = useState<number[]>([]);
  const [correcting, setCorrecting] = useState(false);
  const [rubricOf, setRubricOf] = useState<EditedQuestion | null>(null);
  // null: the feedback as the machine wrote it, untouched.
  const [feedbackDraft, setFeedbackDraft] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const rubricRef = useRef<HTMLInputElement>(null);
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  // Each answer's suggestion when the desk first showed it: the desk shows teachers' marks move it.
  const [firstSuggestions] = useState(() => new Map<string, number | null>());

  // The list shrinks as answers are decided: the position stays, within the list.
  const position = Math.min(index, Math.max(items.length - 1, 0));
  const item: ReviewItem | undefined = items[position];
  const itemKey = item ? `${item.sessionId}:${item.question.id}` : '';
  for (const each of items) {
    const key = `${each.sessionId}:${each.question.id}`;
    if (!firstSuggestions.has(key)) firstSuggestions.set(key, each.suggestedMarks);
  }
  const firstSuggestion = firstSuggestions.get(itemKey) ?? null;
  const movedFrom =
    item && firstSuggestion !== null && firstSuggestion !== item.suggestedMarks
      ? firstSuggestion
      : null;

  // The next answer's photos load while the teacher reads this one.
  const next = items[position + 1];
  useEffect(() => {
    for (const photo of next?.images ?? []) new Image().src = photo.url;
  }, [next]);

  const reveal = (studentId: string) => setRevealed(new Set(revealed).add(studentId));
  const resetMark = () => {
    setTyped('');
    setReason('');
    setProblem(null);
    setTicked([]);
    setFeedbackDraft(null);
    setCorrecting(false);
  };
  const machineFeedback = feedbackOf(item?.feedback ?? null);
  const feedback = feedbackDraft ?? machineFeedback;
  // Ticking a rubric point gives the mark of the points ticked, and says why in the reason.
  const tick = (point: number) => {
    if (!item) return;
    const { rubric } = item.question;
    const next = ticked.includes(point)
      ? ticked.filter((each) => each !== point)
      : [...ticked, point].sort((a, b) => a - b);
    const wasRubricReason = reason === '' || reason === rubricReason(rubric, ticked);
    setTicked(next);
    setTyped(String(rubricMarks(rubric, next)));
    if (wasRubricReason) setReason(rubricReason(rubric, next));
    setProblem(null);
  };
  const openScript = (session: string) => {
    show({ session, question: null });
    resetMark();
  };
  const move = (by: number) => {
    if (items.length === 0) return;
    setIndex(Math.min(Math.max(position + by, 0), items.length - 1));
    resetMark();
  };

  const submit = () => {
    if (!item || decide.isPending) return;
    const { rubric } = item.question;
    // A mark of the points ticked is saved with them, so a change of their marks re-marks it.
    const byRubric = ticked.length > 0 && typed === String(rubricMarks(rubric, ticked));
    const changing = givesOwnMark(typed, item.suggestedMarks, ticked);
    // The suggestion as shown: if teachers' marks moved it meanwhile, the server refuses.
    let decision: ReviewDecisionRequest = {
      decision: 'accept',
      ...(item.suggestedMarks === null ? {} : { suggestedMarks: item.suggestedMarks }),
    };
    if (changing) {
      const parsed = typedMarks(typed, item.question.marks);
      if ('error' in parsed) return setProblem(parsed.error);
      if (reason.trim() === '') {
        setProblem(t('Say why the mark changes: the student reads it.'));
        return reasonRef.current?.focus();
      }
      decision = {
        decision: 'change',
        marks: parsed.marks,
        reason: reason.trim(),
        ...(byRubric ? { rubricPointIds: ticked.map((index) => rubric[index]!.id) } : {}),
      };
    } else if (item.suggestedMarks === null) {
      return setProblem(t('There is no suggestion to accept: type a mark.'));
    }
    if (feedbackDraft !== null && feedbackDraft.trim() !== machineFeedback.trim()) {
      if (feedbackDraft.trim() === '') {
        setProblem(t('The feedback cannot be empty: write what the student should read.'));
        return feedbackRef.current?.focus();
      }
      decision = { ...decision, feedback: feedbackDraft.trim() };
    }
    decide.mutate(
      { sessionId: item.sessionId, questionId: item.question.id, decision },
      {
        onSuccess: ({ data }) => {
          setSaved(
            t('Saved {{awarded}}/{{allocated}}.', {
              awarded: data.marks.awarded,
              allocated: data.marks.allocated,
            }),
          );
          resetMark();
        },
        onError: (error) =>
          toastError(errorMessage(error, t('The mark was not saved. Please try again.'))),
      },
    );
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (view !== ANSWERS || !item || !isDeskKey(event)) return;
    const command = deskCommand(event.key, typed);
    if (!command) return;
    event.preventDefault();
    if (command.kind === 'mark') {
      setTyped(command.typed);
      setProblem(null);
    } else if (command.kind === 'move') move(command.by);
    else if (command.kind === 'reveal') reveal(item.student.id);
    else if (command.kind === 'script') openScript(item.sessionId);
    else if (command.kind === 'focus') {
      if (command.on === 'reading') setCorrecting(item.images.length > 0);
      else (command.on === 'rubric' ? rubricRef : feedbackRef).current?.focus();
    } else submit();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const questions = reviews.data?.questions ?? [];
  const waiting = questions.reduce((total, question) => total + question.waiting, 0);
  const levelCounts = countsOf(questions);
  const chosen = questions.find((question) => question.questionId === questionId);
  const itemQuestion = questions.find((question) => question.questionId === item?.question.id);
  return (
    <>
      <PageHeader
        title={t('Marking Desk')}
        subtitle={
          reviews.data
            ? waiting === 1
              ? t('{{count}} answer waiting for a teacher', { count: waiting })
              : t('{{count}} answers waiting for a teacher', { count: waiting })
            : undefined
        }
        actions={
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => setReleasing(true)}
              disabled={!reviews.data || levelCounts.unreleased === 0}
            >
              {t('Release Marks')}
            </Button>
            <BackButton to={paths.levelReports(levelId)}>{t('Back to Level Reports')}</BackButton>
          </Group>
        }
      />
      <ReleaseDialog
        levelId={levelId}
        opened={releasing}
        onClose={() => setReleasing(false)}
        counts={levelCounts}
      />
      {/* Beside the question picker, it scrolls sideways on a phone rather than widen the page. */}
      <ScrollArea scrollbars="x" mb="md" offsetScrollbars>
        <SegmentedControl
          aria-label={t('Desk view')}
          value={view}
          onChange={(value) => show({ view: viewOf(value) })}
          data={[
            {
              value: ANSWERS,
              label: t('Answers · {{waiting}}', { waiting: reviews.data ? waiting : '…' }),
            },
            { value: GROUPS, label: t('Groups') },
            {
              value: REQUESTS,
              label: t('Re-check requests · {{open}}', {
                open: openRequests.data?.counts.open ?? '…',
              }),
            },
            { value: SECOND, label: t('Second marking') },
          ]}
        />
      </ScrollArea>
      {view === REQUESTS ? (
        <RegradeRequests levelId={levelId} />
      ) : view === SECOND ? (
        <SecondMarking
          levelId={levelId}
          questions={questions.map(({ questionId, number }) => ({ questionId, number }))}
        />
      ) : (
        <>
          {reviews.data && levelCounts.total > 0 ? (
            <Group mb="md" align="flex-end" gap="sm">
              <Box style={{ flex: '1 1 280px' }}>
                <MarkingProgress
                  counts={chosen ?? levelCounts}
                  label={
                    chosen
                      ? t('Progress on question {{number}}', { number: chosen.number })
                      : t('Progress on this level')
                  }
                />
              </Box>
              {chosen ? (
                // Also once no answer waits: a rubric is often corrected after the last mark.
                <Button
                  variant="default"
                  onClick={() => setRubricOf({ id: chosen.questionId, ...chosen })}
                >
                  {t('Edit Q{{number}} rubric', { number: chosen.number })}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {view === ANSWERS ? (
            <DeskNarrowing
              from={from}
              to={to}
              script={sessionId !== null}
              onRange={(range) => show(range)}
              onAllAnswers={() => {
                show({ session: null });
                resetMark();
              }}
            />
          ) : null}
          {!sessionId && (questions.length > 1 || questionId) ? (
            // A long paper's questions scroll sideways on a phone rather than widen the page.
            <ScrollArea scrollbars="x" mb="md" offsetScrollbars>
              <SegmentedControl
                aria-label={t('Question')}
                value={questionId ?? ALL}
                onChange={(value) => {
                  show({ question: value === ALL ? null : value });
                  setIndex(0);
                  resetMark();
                }}
                data={[
                  { value: ALL, label: t('All questions') },
                  ...questions.map((question) => ({
                    value: question.questionId,
                    label: t('Q{{number}} · {{waiting}}', {
                      number: question.number,
                      waiting: question.waiting,
                    }),
                  })),
                ]}
              />
            </ScrollArea>
          ) : null}
          {view === GROUPS ? (
            <AnswerGroups
              levelId={levelId}
              // A paper of one question has no picker: its question is the one.
              questionId={questionId ?? (questions.length === 1 ? questions[0]!.questionId : null)}
            />
          ) : reviews.isPending ? (
            <Stack aria-label={t('Loading answers')} role="status">
              <Skeleton height={240} radius="md" />
              <Skeleton height={120} radius="md" />
            </Stack>
          ) : reviews.isError ? (
            <StatePanel
              failure
              icon={IconChecks}
              title={t('Error Loading Answers')}
              action={<Button onClick={() => void reviews.refetch()}>{t('Try Again')}</Button>}
            >
              {errorMessage(
                reviews.error,
                t('The answers waiting for review could not be loaded.'),
              )}
            </StatePanel>
          ) : !item ? (
            <StatePanel
              icon={IconChecks}
              title={t('Nothing waiting')}
              action={
                levelCounts.unreleased > 0 ? (
                  <Button onClick={() => setReleasing(true)}>{t('Release Marks')}</Button>
                ) : undefined
              }
            >
              {t("Every answer of this level has a teacher's decision or was released.")}
              {levelCounts.unreleased > 0
                ? ` ${
                    levelCounts.unreleased === 1
                      ? t('{{count}} answer is held until you release them.', {
                          count: levelCounts.unreleased,
                        })
                      : t('{{count}} answers are held until you release them.', {
                          count: levelCounts.unreleased,
                        })
                  }`
                : null}
            </StatePanel>
          ) : (
            <Stack gap="md" key={itemKey}>
              <Group justify="space-between">
                <Text fw={600}>
                  {t('Answer {{position}} of {{total}}', {
                    position: position + 1,
                    total: items.length,
                  })}
                  {item.needsDecision ? null : (
                    <Text span c="dimmed" fw={400}>
                      {' '}
                      {t('· confident, held until a teacher releases it')}
                    </Text>
                  )}
                </Text>
                <Group gap="xs">
                  {sessionId ? null : (
                    <Button variant="default" onClick={() => openScript(item.sessionId)}>
                      {t('Whole script (S)')}
                    </Button>
                  )}
                  <Button variant="default" onClick={() => move(-1)} disabled={position === 0}>
                    {t('Previous (K)')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => move(1)}
                    disabled={position >= items.length - 1}
                  >
                    {t('Next (J)')}
                  </Button>
                </Group>
              </Group>
              <ReviewAnswer
                item={item}
                revealed={revealed.has(item.student.id)}
                onReveal={() => reveal(item.student.id)}
                movedFrom={movedFrom}
                reading={{
                  opened: correcting,
                  onOpen: () => setCorrecting(true),
                  onClose: () => setCorrecting(false),
                  // A new suggestion from the teacher's own reading: not one teachers' marks moved.
                  onCorrected: (suggested) => firstSuggestions.set(itemKey, suggested),
                }}
              />
              <DecisionPanel
                item={item}
                typed={typed}
                reason={reason}
                onReasonChange={setReason}
                ticked={ticked}
                onTick={tick}
                onEditRubric={() => setRubricOf(item.question)}
                feedback={feedback}
                onFeedbackChange={setFeedbackDraft}
                problem={problem}
                saving={decide.isPending}
                onDecide={submit}
                reasonRef={reasonRef}
                rubricRef={rubricRef}
                feedbackRef={feedbackRef}
              />
              {itemQuestion ? <AgreementPanel question={itemQuestion} /> : null}
            </Stack>
          )}
        </>
      )}
      <RubricEditDialog
        question={rubricOf}
        onClose={() => {
          setRubricOf(null);
          // Ticked points are by position: the rubric may have changed under them.
          resetMark();
        }}
      />
      <Text aria-live="polite" size="sm" c="dimmed" mt="sm">
        {saved}
      </Text>
    </>
  );
}
