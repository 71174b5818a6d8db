import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { REGRADE_NOTE_MAX, type LevelRegradeItem } from '@markwise/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { AnswerImages } from '@/components/exam-report/answer-images';
import { photosOf } from '@/components/exam-report/question-extras';
import { MarkdownText } from '@/components/markdown-text';
import { QuestionSection } from '@/components/question-prompt';
import { StatePanel } from '@/components/state-panel';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import {
  useRegradeRequests,
  useResolveRegrade,
  type RegradeStatusFilter,
} from '../api/regrade-requests';
import { markProblem } from '../lib/half-marks';
import { StudentIdentity } from './student-identity';

/**
 * The level's re-check requests: open ones to resolve with a mark and a note the student reads,
 * and those resolved, with their outcome.
 */
export function RegradeRequests({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RegradeStatusFilter>('open');
  const requests = useRegradeRequests(levelId, status);
  const items = requests.data?.data ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('Requests')}
        value={status}
        onChange={(value) => setStatus(value as RegradeStatusFilter)}
        data={[
          {
            value: 'open',
            label: t('Open · {{open}}', { open: requests.data?.counts.open ?? '…' }),
          },
          {
            value: 'resolved',
            label: t('Resolved · {{resolved}}', {
              resolved: requests.data?.counts.resolved ?? '…',
            }),
          },
        ]}
        w="fit-content"
      />
      {requests.isPending ? (
        <Stack aria-label={t('Loading requests')} role="status">
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : requests.isError ? (
        <StatePanel
          failure
          icon={IconMessageQuestion}
          title={t('Error Loading Requests')}
          action={<Button onClick={() => void requests.refetch()}>{t('Try Again')}</Button>}
        >
          {errorMessage(requests.error, t('The re-check requests could not be loaded.'))}
        </StatePanel>
      ) : items.length === 0 ? (
        <StatePanel
          icon={IconMessageQuestion}
          title={status === 'open' ? t('No open requests') : t('None resolved yet')}
        >
          {status === 'open'
            ? t('Students ask for a re-check from a released report; their requests appear here.')
            : t('Requests you resolve are listed here with their outcome.')}
        </StatePanel>
      ) : (
        items.map((item) => <RegradeCard key={item.id} item={item} />)
      )}
    </Stack>
  );
}

function RegradeCard({ item }: { item: LevelRegradeItem }) {
  const { t } = useTranslation();
  const { question, outcome } = item;
  const [revealed, setRevealed] = useState(false);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={t('Request on question {{number}}', { number: question.number })}
    >
      <QuestionSection
        number={question.number}
        marks={question.marks}
        text={question.text}
        headingId={`regrade-${item.id}`}
      >
        <StudentIdentity
          student={item.student}
          revealed={revealed}
          onReveal={() => setRevealed(true)}
        />
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
          {item.images.length > 0 ? (
            <AnswerImages
              images={photosOf(item.images, t('Question {{number}}', { number: question.number }))}
              transcription={item.transcription}
            />
          ) : (
            <MarkdownText value={item.answerText ?? ''} emptyText={t('No answer was given.')} />
          )}
        </Paper>
        <Text size="sm">
          <Text span fw={600}>
            {t('The student asks:')}
          </Text>{' '}
          {item.reason}
        </Text>
        <Text size="xs" c="dimmed">
          {item.marksAwarded === null
            ? t('Asked on {{date}} · mark now none', { date: formatDateTime(item.requestedAt) })
            : t('Asked on {{date}} · mark now {{marks}}/{{allocated}}', {
                date: formatDateTime(item.requestedAt),
                marks: item.marksAwarded,
                allocated: question.marks,
              })}
        </Text>
        {outcome ? (
          <Text size="sm">
            <Text span fw={600}>
              {outcome.marksAfter === outcome.marksBefore
                ? t('Mark kept at {{marks}}/{{allocated}}:', {
                    marks: outcome.marksAfter,
                    allocated: question.marks,
                  })
                : t('Mark changed from {{before}} to {{after}}/{{allocated}}:', {
                    before: outcome.marksBefore,
                    after: outcome.marksAfter,
                    allocated: question.marks,
                  })}
            </Text>{' '}
            {outcome.note}
          </Text>
        ) : (
          <ResolveForm item={item} />
        )}
      </QuestionSection>
    </Paper>
  );
}

function ResolveForm({ item }: { item: LevelRegradeItem }) {
  const { t } = useTranslation();
  const allocated = item.question.marks;
  const [marks, setMarks] = useState<number | string>(item.marksAwarded ?? 0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useResolveRegrade();
  const submit = () => {
    const invalid = markProblem(marks, allocated);
    if (invalid) return setProblem(invalid);
    const value = Number(marks);
    if (note.trim() === '')
      return setProblem(t('Write a note: the student reads it with the outcome.'));
    resolve.mutate(
      { requestId: item.id, marks: value, note: note.trim() },
      {
        onSuccess: () => toastSuccess(t('Resolved: the student can read the outcome.')),
        onError: (error) => setProblem(errorMessage(error, t('The request was not resolved.'))),
      },
    );
  };
  return (
    <Stack gap="sm" role="group" aria-label={t('Resolve the request')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('Mark after the re-check (of {{marks}})', { marks: allocated })}
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
          w={220}
        />
        <Text size="xs" c="dimmed" pb={8}>
          {t('The same mark upholds it.')}
        </Text>
      </Group>
      <Textarea
        label={t('Note to the student')}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setProblem(null);
        }}
        maxLength={REGRADE_NOTE_MAX}
        rows={3}
        required
        error={problem}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={resolve.isPending}>
          {t('Resolve')}
        </Button>
      </Group>
    </Stack>
  );
}
