import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconScale, IconUsers } from '@tabler/icons-react';
import {
  MODERATION_TOLERANCE_DEFAULT,
  OVERRIDE_REASON_MAX,
  type BlindAnswer,
  type Disagreement,
  type ModerationResponse,
} from '@markwise/contract';
import { useState, type ReactNode } from 'react';
import { i18n, useTranslation } from '@/i18n/i18n';
import { Dialog } from '@/components/dialog';
import { AnswerImages } from '@/components/exam-report/answer-images';
import { photosOf } from '@/components/exam-report/question-extras';
import { MarkdownText } from '@/components/markdown-text';
import { QuestionSection } from '@/components/question-prompt';
import { StatePanel } from '@/components/state-panel';
import { ToneBadge, ToneText } from '@/components/tone';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import {
  useAssignSecondMarking,
  useDecideModeration,
  useModeration,
  useMySecondMarking,
  useSecondMark,
} from '../api/moderation';
import { markProblem } from '../lib/half-marks';
import { StudentIdentity } from './student-identity';

export type SecondMarkingQuestion = { questionId: string; number: number };

type SecondMarkingProps = {
  levelId: string;
  /** The level's questions, for a sample of one question. */
  questions: SecondMarkingQuestion[];
};

/** The tolerance the API takes (ModerationQuery): a reading outside it is not sent. */
const TOLERANCE_MAX = 100;
const DEFAULT_PERCENTAGE = 10;

/**
 * Second marking and moderation on a level: a sample of the marked answers goes to a second
 * teacher, who marks it blind to the first mark; where the two marks are further apart than the
 * tolerance, a teacher decides which mark stands.
 */
export function SecondMarking({ levelId, questions }: SecondMarkingProps) {
  const { t } = useTranslation();
  const [toleranceInput, setToleranceInput] = useState<number | string>(
    MODERATION_TOLERANCE_DEFAULT,
  );
  // The tolerance last read well: a half-typed one keeps the list as it was.
  const [tolerance, setTolerance] = useState(MODERATION_TOLERANCE_DEFAULT);
  const moderation = useModeration(levelId, tolerance);
  return (
    <Stack gap="xl">
      <AssignSummary levelId={levelId} questions={questions} moderation={moderation.data} />
      <YourSample levelId={levelId} />
      <Section id="moderation-heading" title={t('Moderation')}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <NumberInput
            label={t('Tolerance (marks apart)')}
            value={toleranceInput}
            onChange={(value) => {
              setToleranceInput(value);
              if (typeof value === 'number' && value >= 0 && value <= TOLERANCE_MAX) {
                setTolerance(value);
              }
            }}
            min={0}
            max={TOLERANCE_MAX}
            step={0.5}
            decimalScale={1}
            allowNegative={false}
            w={200}
          />
          {moderation.data ? (
            <Text size="sm" c="dimmed" pb={8}>
              {countsLine(moderation.data.counts, tolerance)}
            </Text>
          ) : null}
        </Group>
        {moderation.isPending ? (
          <Stack aria-label={t('Loading disagreements')} role="status">
            <Skeleton height={200} radius="md" />
          </Stack>
        ) : moderation.isError ? (
          <StatePanel
            failure
            icon={IconScale}
            title={t('Error Loading Disagreements')}
            action={<Button onClick={() => void moderation.refetch()}>{t('Try Again')}</Button>}
          >
            {errorMessage(moderation.error, t('The disagreements could not be loaded.'))}
          </StatePanel>
        ) : moderation.data.data.length === 0 ? (
          <StatePanel icon={IconScale} title={t('No disagreements')}>
            {t('No disagreements beyond the tolerance.')}
          </StatePanel>
        ) : (
          moderation.data.data.map((item) => <DisagreementCard key={item.id} item={item} />)
        )}
      </Section>
    </Stack>
  );
}

function countsLine(counts: ModerationResponse['counts'], tolerance: number) {
  return i18n.t(
    '{{assigned}} assigned · {{marked}} second-marked · {{agreed}} agree within {{tolerance}} · {{decided}} decided',
    {
      assigned: counts.assigned,
      marked: counts.marked,
      agreed: counts.agreed,
      decided: counts.decided,
      tolerance,
    },
  );
}

/** A titled region of the view, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function AssignSummary({
  levelId,
  questions,
  moderation,
}: SecondMarkingProps & { moderation: ModerationResponse | undefined }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const counts = moderation?.counts;
  return (
    <Section id="second-marking-heading" title={t('Second marking')}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Text size="sm" c="dimmed" maw={560}>
          {t(
            'A second teacher marks a sample of the marked answers without seeing the first mark or who wrote the answer.',
          )}
          {counts
            ? ` ${
                counts.assigned === 1
                  ? t('{{count}} answer in samples, {{marked}} second-marked.', {
                      count: counts.assigned,
                      marked: counts.marked,
                    })
                  : t('{{count}} answers in samples, {{marked}} second-marked.', {
                      count: counts.assigned,
                      marked: counts.marked,
                    })
              }`
            : null}
        </Text>
        <Button
          leftSection={<IconUsers size={16} aria-hidden />}
          onClick={() => setOpened(true)}
          disabled={!moderation}
        >
          {t('Assign a sample')}
        </Button>
      </Group>
      {moderation ? (
        <AssignDialog
          levelId={levelId}
          questions={questions}
          markers={moderation.markers}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </Section>
  );
}

function AssignDialog({
  levelId,
  questions,
  markers,
  opened,
  onClose,
}: SecondMarkingProps & {
  markers: ModerationResponse['markers'];
  opened: boolean;
  onClose: () => void;
}) {
  const [markerId, setMarkerId] = useState<string | null>(null);
  const [percentage, setPercentage] = useState<number | string>(DEFAULT_PERCENTAGE);
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const assign = useAssignSecondMarking(levelId);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const marker = markers.find((each) => each.id === markerId);
    if (!marker) return setProblem(t('Choose the teacher who marks the sample.'));
    if (
      typeof percentage !== 'number' ||
      !Number.isInteger(percentage) ||
      percentage < 1 ||
      percentage > 100
    ) {
      return setProblem(t('The percentage must be a whole number from 1 to 100.'));
    }
    assign.mutate(
      { markerId: marker.id, percentage, ...(questionId ? { questionId } : {}) },
      {
        onSuccess: ({ data }) => {
          // Nothing drawn (every marked answer already in a sample, or marked by them): say so here.
          if (data.assigned === 0) {
            return setProblem(
              t(
                'No answers to assign: the marked answers are already in a sample or were marked by {{name}}.',
                { name: marker.name },
              ),
            );
          }
          toastSuccess(
            data.assigned === 1
              ? t('Assigned {{count}} answer to {{name}}.', {
                  count: data.assigned,
                  name: marker.name,
                })
              : t('Assigned {{count}} answers to {{name}}.', {
                  count: data.assigned,
                  name: marker.name,
                }),
          );
          close();
        },
        onError: (error) => setProblem(errorMessage(error, t('The sample was not assigned.'))),
      },
    );
  };
  const edited = () => setProblem(null);
  return (
    <Dialog opened={opened} onClose={close} title={t('Assign a sample')}>
      <Stack gap="md">
        <Select
          label={t('Second marker')}
          placeholder={t('Choose a teacher')}
          data={markers.map((each) => ({ value: each.id, label: each.name }))}
          value={markerId}
          onChange={(value) => {
            setMarkerId(value);
            edited();
          }}
          searchable
          nothingFoundMessage={t('No teacher matches')}
          withAsterisk
        />
        <NumberInput
          label={t('Percentage of marked answers')}
          value={percentage}
          onChange={(value) => {
            setPercentage(value);
            edited();
          }}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
        />
        <Select
          label={t('Question')}
          placeholder={t('All questions')}
          data={questions.map((question) => ({
            value: question.questionId,
            label: t('Question {{number}}', { number: question.number }),
          }))}
          value={questionId}
          onChange={(value) => {
            setQuestionId(value);
            edited();
          }}
          clearable
        />
        {problem ? (
          <ToneText tone="red" size="sm" role="alert">
            {problem}
          </ToneText>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={assign.isPending}>
            {t('Assign')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function YourSample({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const mine = useMySecondMarking(levelId);
  // Unmarked first (the API's order too); a stable sort keeps the rest as sent.
  const items = [...(mine.data?.data ?? [])].sort(
    (a, b) => Number(a.marks !== null) - Number(b.marks !== null),
  );
  return (
    <Section id="your-sample-heading" title={t('Your sample')}>
      {mine.isPending ? (
        <Stack aria-label={t('Loading your sample')} role="status">
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : mine.isError ? (
        <StatePanel
          failure
          icon={IconUsers}
          title={t('Error Loading Your Sample')}
          action={<Button onClick={() => void mine.refetch()}>{t('Try Again')}</Button>}
        >
          {errorMessage(mine.error, t('Your sample could not be loaded.'))}
        </StatePanel>
      ) : items.length === 0 ? (
        <StatePanel icon={IconUsers} title={t('Nothing to second-mark')}>
          {t('No answers are waiting for your second mark.')}
        </StatePanel>
      ) : (
        items.map((item) => <BlindCard key={item.id} item={item} />)
      )}
    </Section>
  );
}

/** The answer as a student gave it: photos with their reading, or text. */
function AnswerBody({
  item,
  number,
}: {
  item: Pick<BlindAnswer, 'images' | 'transcription' | 'answerText'>;
  number: number;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      {item.images.length > 0 ? (
        <AnswerImages
          images={photosOf(item.images, t('Question {{number}}', { number }))}
          transcription={item.transcription}
        />
      ) : (
        <MarkdownText value={item.answerText ?? ''} emptyText={t('No answer was given.')} />
      )}
    </Paper>
  );
}

/** One answer of the caller's sample. Blind: the API sends no first mark and no student. */
function BlindCard({ item }: { item: BlindAnswer }) {
  const { t } = useTranslation();
  const { question } = item;
  // The mark just saved shows until the sample is read again.
  const [saved, setSaved] = useState<number | null>(null);
  const given = saved ?? item.marks;
  const [editing, setEditing] = useState(false);
  const [marks, setMarks] = useState<number | string>(given ?? '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useSecondMark();
  const submit = () => {
    const invalid = markProblem(marks, question.marks);
    if (invalid) return setProblem(invalid);
    const trimmed = reason.trim();
    mark.mutate(
      { secondMarkId: item.id, marks: Number(marks), ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: ({ data }) => {
          setSaved(data.marks);
          setEditing(false);
        },
        onError: (error) => setProblem(errorMessage(error, t('The mark was not saved.'))),
      },
    );
  };
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={t('Answer to second-mark on question {{number}}', { number: question.number })}
    >
      <QuestionSection
        number={question.number}
        marks={question.marks}
        text={question.text}
        headingId={`second-mark-${item.id}`}
      >
        <AnswerBody item={item} number={question.number} />
        {given !== null && !editing ? (
          <Group justify="space-between" gap="sm">
            <Text fw={600}>
              {t('Your mark: {{mark}}/{{allocated}}', { mark: given, allocated: question.marks })}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setMarks(given);
                setProblem(null);
                setEditing(true);
              }}
            >
              {t('Change mark')}
            </Button>
          </Group>
        ) : (
          <Stack gap="xs" role="group" aria-label={t('Your second mark')}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NumberInput
                label={t('Your mark (of {{marks}})', { marks: question.marks })}
                value={marks}
                onChange={(value) => {
                  setMarks(value);
                  setProblem(null);
                }}
                min={0}
                max={question.marks}
                step={0.5}
                decimalScale={1}
                allowNegative={false}
                w={160}
              />
              <TextInput
                label={t('Reason (optional)')}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setProblem(null);
                }}
                maxLength={OVERRIDE_REASON_MAX}
                style={{ flex: '1 1 240px' }}
              />
              <Button onClick={submit} loading={mark.isPending}>
                {t('Save mark')}
              </Button>
            </Group>
            {problem ? (
              <ToneText tone="red" size="sm" role="alert">
                {problem}
              </ToneText>
            ) : null}
          </Stack>
        )}
      </QuestionSection>
    </Paper>
  );
}

function MarkBy({
  title,
  mark,
  allocated,
  at,
}: {
  title: string;
  mark: Disagreement['first'];
  allocated: number;
  at?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title}>
      <Text fw={600}>
        {t('{{title}}: {{marks}}/{{allocated}}', { title, marks: mark.marks, allocated })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('by {{name}}', { name: mark.by })}
        {at ? ` · ${formatDateTime(at)}` : null}
      </Text>
      <Text size="sm" mt={4}>
        {mark.reason ?? t('No reason given.')}
      </Text>
    </Paper>
  );
}

function DisagreementCard({ item }: { item: Disagreement }) {
  const { t } = useTranslation();
  const { question, first, second } = item;
  const [revealed, setRevealed] = useState(false);
  const apart = Math.abs(first.marks - second.marks);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={t('Disagreement on question {{number}}', { number: question.number })}
    >
      <QuestionSection
        number={question.number}
        marks={question.marks}
        text={question.text}
        headingId={`moderation-${item.id}`}
      >
        <StudentIdentity
          student={item.student}
          revealed={revealed}
          onReveal={() => setRevealed(true)}
        />
        <AnswerBody item={item} number={question.number} />
        <Group gap="xs">
          <ToneBadge tone="yellow">
            {apart === 1
              ? t('{{count}} mark apart', { count: apart })
              : t('{{count}} marks apart', { count: apart })}
          </ToneBadge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MarkBy title={t('First mark')} mark={first} allocated={question.marks} />
          <MarkBy
            title={t('Second mark')}
            mark={second}
            allocated={question.marks}
            at={second.at}
          />
        </SimpleGrid>
        <DecideForm item={item} />
      </QuestionSection>
    </Paper>
  );
}

function DecideForm({ item }: { item: Disagreement }) {
  const allocated = item.question.marks;
  const [marks, setMarks] = useState<number | string>(item.first.marks);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const decide = useDecideModeration();
  const submit = () => {
    const invalid = markProblem(marks, allocated);
    if (invalid) return setProblem(invalid);
    // The API refuses a decision without one: the mark that stands is explained.
    if (reason.trim() === '') return setProblem(t('Say why this mark stands.'));
    decide.mutate(
      { secondMarkId: item.id, marks: Number(marks), reason: reason.trim() },
      {
        onSuccess: ({ data }) =>
          toastSuccess(
            t('Decided: {{marks}}/{{allocated}} stands.', { marks: data.marks, allocated }),
          ),
        onError: (error) => setProblem(errorMessage(error, t('The decision was not saved.'))),
      },
    );
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('Decide the mark')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('Mark that stands (of {{marks}})', { marks: allocated })}
          value={marks}
          onChange={(value) => {
            setMarks(value);
            setProblem(null);
          }}
          min={0}
          max={allocated}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          w={200}
        />
        <TextInput
          label={t('Why this mark?')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
          maxLength={OVERRIDE_REASON_MAX}
          withAsterisk
          style={{ flex: '1 1 240px' }}
        />
        <Button onClick={submit} loading={decide.isPending}>
          {t('Decide')}
        </Button>
      </Group>
      {problem ? (
        <ToneText tone="red" size="sm" role="alert">
          {problem}
        </ToneText>
      ) : null}
    </Stack>
  );
}
