import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { GROUP_DECISION_MAX, type ReviewGroupsResponse } from '@markwise/contract';
import { useState } from 'react';
import { i18n, useTranslation } from '@/i18n/i18n';
import { StatePanel } from '@/components/state-panel';
import { ToneText } from '@/components/tone';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { useDecideGroup, useReviewGroups } from '../api/level-reviews';
import { markProblem } from '../lib/half-marks';

type ReviewGroup = ReviewGroupsResponse['data'][number];
type Question = NonNullable<ReviewGroupsResponse['question']>;

/** How many groups of alike answers there are, and how many answers are unlike any other. */
function groupsWords(groups: number, single: number) {
  if (single === 0) {
    return groups === 1
      ? i18n.t('{{count}} group of alike answers.', { count: groups })
      : i18n.t('{{count}} groups of alike answers.', { count: groups });
  }
  const counts = { groups, count: single };
  if (groups === 1) {
    return single === 1
      ? i18n.t(
          '{{groups}} group of alike answers; {{count}} answer unlike any other, to mark one by one.',
          counts,
        )
      : i18n.t(
          '{{groups}} group of alike answers; {{count}} answers unlike any other, to mark one by one.',
          counts,
        );
  }
  return single === 1
    ? i18n.t(
        '{{groups}} groups of alike answers; {{count}} answer unlike any other, to mark one by one.',
        counts,
      )
    : i18n.t(
        '{{groups}} groups of alike answers; {{count}} answers unlike any other, to mark one by one.',
        counts,
      );
}

/**
 * A question's waiting answers in groups of alike answers: the teacher reads a group, unticks
 * the answers that do not belong and gives the rest one mark.
 */
export function AnswerGroups({
  levelId,
  questionId,
}: {
  levelId: string;
  questionId: string | null;
}) {
  const { t } = useTranslation();
  const groups = useReviewGroups(levelId, questionId);
  if (questionId === null) {
    return (
      <StatePanel icon={IconStack2} title={t('Choose a question')}>
        {t('Groups are of answers to one question: choose it above.')}
      </StatePanel>
    );
  }
  if (groups.isPending) {
    return (
      <Stack aria-label={t('Loading groups')} role="status">
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  if (groups.isError) {
    return (
      <StatePanel
        failure
        icon={IconStack2}
        title={t('Error Loading Groups')}
        action={<Button onClick={() => void groups.refetch()}>{t('Try Again')}</Button>}
      >
        {errorMessage(groups.error, t('The groups could not be loaded.'))}
      </StatePanel>
    );
  }
  const { data, question, complete } = groups.data;
  const alike = data.filter((group) => group.answers.length > 1);
  const single = data.length - alike.length;
  if (!question || alike.length === 0) {
    return (
      <StatePanel icon={IconStack2} title={t('No groups')}>
        {!question
          ? t('No answer to this question waits for a decision.')
          : single === 1
            ? t(
                'No two waiting answers to this question are alike: mark the {{count}} answer one by one.',
                { count: single },
              )
            : t(
                'No two waiting answers to this question are alike: mark the {{count}} answers one by one.',
                { count: single },
              )}
      </StatePanel>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {groupsWords(alike.length, single)}
        {complete
          ? ''
          : ` ${t('The oldest answers are grouped; more follow once these are marked.')}`}
      </Text>
      {alike.map((group) => (
        <GroupCard
          // A group read again after a decision is another group.
          key={group.answers.map((answer) => answer.sessionId).join()}
          levelId={levelId}
          question={question}
          group={group}
        />
      ))}
    </Stack>
  );
}

function GroupCard({
  levelId,
  question,
  group,
}: {
  levelId: string;
  question: Question;
  group: ReviewGroup;
}) {
  const [kept, setKept] = useState<ReadonlySet<string>>(
    () => new Set(group.answers.slice(0, GROUP_DECISION_MAX).map((answer) => answer.sessionId)),
  );
  const suggestions = group.answers
    .map((answer) => answer.suggestedMarks)
    .filter((marks): marks is number => marks !== null)
    .sort((a, b) => a - b);
  const median = suggestions[Math.floor(suggestions.length / 2)];
  const [marks, setMarks] = useState<number | string>(median ?? '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const decide = useDecideGroup(levelId);
  const size = group.answers.length;
  const label =
    size === 1
      ? t('Group of {{count}} answer', { count: size })
      : t('Group of {{count}} answers', { count: size });
  const toggle = (sessionId: string) => {
    const next = new Set(kept);
    if (!next.delete(sessionId)) next.add(sessionId);
    setKept(next);
    setProblem(null);
  };
  const submit = () => {
    const invalid = markProblem(marks, question.marks);
    if (invalid) return setProblem(invalid);
    const value = Number(marks);
    if (reason.trim() === '') return setProblem(t('Say why: every student of the group reads it.'));
    if (kept.size === 0) return setProblem(t('Keep at least one answer in the group.'));
    decide.mutate(
      { questionId: question.id, sessionIds: [...kept], marks: value, reason: reason.trim() },
      {
        onSuccess: ({ data }) => {
          const values = { count: data.decided, marks: data.marks, allocated: question.marks };
          toastSuccess(
            data.decided === 1
              ? t('Marked {{count}} answer {{marks}}/{{allocated}}.', values)
              : t('Marked {{count}} answers {{marks}}/{{allocated}}.', values),
          );
        },
        onError: (error) => setProblem(errorMessage(error, t('The group was not marked.'))),
      },
    );
  };
  const range =
    suggestions.length === 0
      ? t('no suggestion')
      : suggestions[0] === suggestions.at(-1)
        ? t('suggested {{marks}}/{{allocated}}', {
            marks: suggestions[0],
            allocated: question.marks,
          })
        : t('suggested {{low}}–{{high}}/{{allocated}}', {
            low: suggestions[0],
            high: suggestions.at(-1),
            allocated: question.marks,
          });
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            {range}
          </Text>
        </Group>
        <Stack gap={6}>
          {group.answers.map((answer) => (
            <Checkbox
              key={answer.sessionId}
              checked={kept.has(answer.sessionId)}
              onChange={() => toggle(answer.sessionId)}
              label={
                <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {answer.text || t('No answer was given.')}
                </Text>
              }
            />
          ))}
        </Stack>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('Mark (of {{marks}})', { marks: question.marks })}
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
            w={140}
          />
          <TextInput
            label={t('Why this mark?')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            style={{ flex: '1 1 240px' }}
          />
          <Button onClick={submit} loading={decide.isPending} disabled={kept.size === 0}>
            {kept.size === 1
              ? t('Mark {{count}} answer', { count: kept.size })
              : t('Mark {{count}} answers', { count: kept.size })}
          </Button>
        </Group>
        {problem ? (
          <ToneText tone="red" size="sm" role="alert">
            {problem}
          </ToneText>
        ) : null}
      </Stack>
    </Paper>
  );
}
