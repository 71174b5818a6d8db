import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { BEING_CHECKED_TEXT, type AttemptSession } from '@markwise/contract';
import { useEffect, useRef } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { refreshStudentResults } from '../api/session-cache';
import { evaluationSteps, isAwaitingEvaluation } from '../lib/evaluation';
import { EvaluationSteps } from './evaluation-steps';
import { BackButton } from '@/components/back-button';

/** The contract's text, as a key (the check keeps the two the same). */
const BEING_CHECKED = msg('Being checked by your teacher') satisfies typeof BEING_CHECKED_TEXT;

/** The heading and message (keys, translated where they render). */
function texts(session: AttemptSession) {
  if (isAwaitingEvaluation(session.status)) {
    return {
      heading: msg('Being evaluated'),
      message: msg(
        'Your answers are submitted and are being marked. This usually takes a minute or two. You can wait here or come back later: the report will also be in Reports.',
      ),
    };
  }
  if (session.status === 'evaluated') {
    return {
      heading: msg('Your report is ready'),
      message: msg('Your answers have been marked.'),
    };
  }
  if (session.status === 'in_review') {
    return {
      heading: BEING_CHECKED,
      message: msg(
        'Your answers are marked, and your teacher is checking some of them. The marks already released are in your report; your total appears once your teacher has checked the rest.',
      ),
    };
  }
  return {
    heading: BEING_CHECKED,
    message: msg(
      'Your answers are submitted and safe. Your teacher is checking them; your report will appear in Reports once they have.',
    ),
  };
}

/** Marking just ended while the student watched: the dashboard and reports now show it. */
function useRefreshWhenMarked(pending: boolean) {
  const queryClient = useQueryClient();
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) void refreshStudentResults(queryClient);
    wasPending.current = pending;
  }, [pending, queryClient]);
}

/** After submit: the evaluation's progress (polled by the route's query), then the report link. */
export function EvaluationStatus({ session }: { session: AttemptSession }) {
  const { t } = useTranslation();
  const pending = isAwaitingEvaluation(session.status);
  useRefreshWhenMarked(pending);
  const { heading, message } = texts(session);
  return (
    <>
      <PageHeader
        title={session.paper.title}
        subtitle={
          session.submittedAt
            ? t('Submitted {{date}}', { date: formatDateTime(session.submittedAt) })
            : t('Submitted')
        }
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs" role="status">
            <Title order={2}>{t(heading)}</Title>
            <Text>{t(message)}</Text>
          </Stack>
          <EvaluationSteps states={evaluationSteps(session.status)} />
          {pending ? (
            <Progress.Root
              size="md"
              role="progressbar"
              aria-label={t('Evaluation in progress')}
              aria-busy="true"
            >
              <Progress.Section value={100} striped animated withAria={false} />
            </Progress.Root>
          ) : null}
          <Group gap="sm">
            {session.status === 'evaluated' || session.status === 'in_review' ? (
              <Button
                component={Link}
                to={paths.reportDetails(session._id)}
                leftSection={<IconFileAnalytics size={16} aria-hidden />}
              >
                {t('View report')}
              </Button>
            ) : null}
            <BackButton to={paths.studentPortal}>{t('Back to the portal')}</BackButton>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
