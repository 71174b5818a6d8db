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
  const [status, setStatus] = useState<RegradeStatusFilter>('open');
  const requests = useRegradeRequests(levelId, status);
  const items = requests.data?.data ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Requests"
        value={status}
        onChange={(value) => setStatus(value as RegradeStatusFilter)}
        data={[
          { value: 'open', label: `Open · ${requests.data?.counts.open ?? '…'}` },
          { value: 'resolved', label: `Resolved · ${requests.data?.counts.resolved ?? '…'}` },
        ]}
        w="fit-content"
      />
      {requests.isPending ? (
        <Stack aria-label="Loading requests" role="status">
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : requests.isError ? (
        <StatePanel
          failure
          icon={IconMessageQuestion}
          title="Error Loading Requests"
          action={<Button onClick={() => void requests.refetch()}>Try Again</Button>}
        >
          {errorMessage(requests.error, 'The re-check requests could not be loaded.')}
        </StatePanel>
      ) : items.length === 0 ? (
        <StatePanel
          icon={IconMessageQuestion}
          title={status === 'open' ? 'No open requests' : 'None resolved yet'}
        >
          {status === 'open'
            ? 'Students ask for a re-check from a released report; their requests appear here.'
            : 'Requests you resolve are listed here with their outcome.'}
        </StatePanel>
      ) : (
        items.map((item) => <RegradeCard key={item.id} item={item} />)
      )}
    </Stack>
  );
}

function RegradeCard({ item }: { item: LevelRegradeItem }) {
  const { question, outcome } = item;
  const [revealed, setRevealed] = useState(false);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`Request on question ${question.number}`}
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
              images={photosOf(item.images, `Question ${question.number}`)}
              transcription={item.transcription}
            />
          ) : (
            <MarkdownText value={item.answerText ?? ''} emptyText="No answer was given." />
          )}
        </Paper>
        <Text size="sm">
          <Text span fw={600}>
            The student asks:
          </Text>{' '}
          {item.reason}
        </Text>
        <Text size="xs" c="dimmed">
          Asked on {formatDateTime(item.requestedAt)} · mark now{' '}
          {item.marksAwarded === null ? 'none' : `${item.marksAwarded}/${question.marks}`}
        </Text>
        {outcome ? (
          <Text size="sm">
            <Text span fw={600}>
              {outcome.marksAfter === outcome.marksBefore
                ? `Mark kept at ${outcome.marksAfter}/${question.marks}:`
                : `Mark changed from ${outcome.marksBefore} to ${outcome.marksAfter}/${question.marks}:`}
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
      return setProblem('Write a note: the student reads it with the outcome.');
    resolve.mutate(
      { requestId: item.id, marks: value, note: note.trim() },
      {
        onSuccess: () => toastSuccess('Resolved: the student can read the outcome.'),
        onError: (error) => setProblem(errorMessage(error, 'The request was not resolved.')),
      },
    );
  };
  return (
    <Stack gap="sm" role="group" aria-label="Resolve the request">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={`Mark after the re-check (of ${allocated})`}
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
          The same mark upholds it.
        </Text>
      </Group>
      <Textarea
        label="Note to the student"
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
          Resolve
        </Button>
      </Group>
    </Stack>
  );
}
