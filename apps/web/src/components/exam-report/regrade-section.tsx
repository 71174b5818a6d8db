import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import {
  REGRADE_REASON_MAX,
  type DetailedReportQuestion,
  type RegradeRequest,
} from '@markwise/contract';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useRequestRegrade } from '@/lib/api/regrade-requests';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import { useTranslation } from '@/i18n/i18n';

type RegradeSectionProps = {
  question: DetailedReportQuestion;
  heading: string;
  /** The attempt, when the reader is its student and may ask for a re-check. */
  askingFor?: string;
};

/**
 * A question's re-check: the request and its outcome when there is one; otherwise, for the
 * student while the level's window is open, the way to ask.
 */
export function RegradeSection({ question, heading, askingFor }: RegradeSectionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const request = question.regradeRequest;
  if (request) return <RegradeStatus request={request} allocated={question.marks.allocated} />;
  if (!askingFor || !question.regradeClosesAt) return null;
  return (
    <Group gap="sm">
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconMessageQuestion size={16} aria-hidden />}
        onClick={() => setAsking(true)}
        aria-label={t('Ask for a re-check of {{question}}', { question: heading })}
      >
        {t('Ask for a re-check')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('You may ask until {{date}}, once per question.', {
          date: formatDateTime(question.regradeClosesAt),
        })}
      </Text>
      {asking ? (
        <RegradeDialog
          sessionId={askingFor}
          questionId={question.questionId}
          heading={heading}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Group>
  );
}

function RegradeStatus({ request, allocated }: { request: RegradeRequest; allocated: number }) {
  const { t } = useTranslation();
  const { outcome } = request;
  const title = !outcome
    ? t('Re-check requested: waiting for your teacher')
    : outcome.marksAfter === outcome.marksBefore
      ? t('Re-checked: the mark stays {{marks}}/{{allocated}}', {
          marks: outcome.marksAfter,
          allocated,
        })
      : t('Re-checked: the mark changed from {{before}} to {{after}}/{{allocated}}', {
          before: outcome.marksBefore,
          after: outcome.marksAfter,
          allocated,
        });
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconMessageQuestion size={18} aria-hidden />}
      title={title}
    >
      <Stack gap={2}>
        <Text size="sm">
          <Text span fw={600}>
            {t('Asked:')}
          </Text>{' '}
          {request.reason}
        </Text>
        {outcome ? (
          <Text size="sm">
            <Text span fw={600}>
              {t("Teacher's note:")}
            </Text>{' '}
            {outcome.note}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {outcome
            ? t('Resolved on {{date}}', { date: formatDateTime(outcome.resolvedAt) })
            : t('Asked on {{date}}', { date: formatDateTime(request.requestedAt) })}
        </Text>
      </Stack>
    </Alert>
  );
}

type RegradeDialogProps = {
  sessionId: string;
  questionId: string;
  heading: string;
  onClose: () => void;
};

function RegradeDialog({ sessionId, questionId, heading, onClose }: RegradeDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestRegrade(sessionId);
  const submit = () => {
    if (reason.trim() === '') return setProblem(t('Say what your teacher should look at again.'));
    request.mutate(
      { questionId, reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('Your request was sent to your teacher.'));
          onClose();
        },
        onError: (error) =>
          setProblem(errorMessage(error, t('The request was not sent. Please try again.'))),
      },
    );
  };
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('Ask for a re-check of {{question}}', { question: heading })}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(
            'Your teacher reads your reason, looks at your answer again and may change the mark up or down. You can ask once for each question.',
          )}
        </Text>
        <Textarea
          label={t('What should your teacher look at again?')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
          maxLength={REGRADE_REASON_MAX}
          rows={4}
          required
          error={problem}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={request.isPending}>
            {t('Send Request')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
