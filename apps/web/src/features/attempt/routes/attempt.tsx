import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { useAttempt } from '../api/get-attempt';
import { AttemptError, AttemptLoading, AttemptNotFound } from '../components/attempt-states';
import { EvaluationStatus } from '../components/evaluation-status';
import { ExamWorkspace } from '../components/exam-workspace';

/** A malformed id is refused with 400 before the lookup: for the student it is just as missing. */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * /student-portal/attempts/:sessionId: answering while the session is open, then its
 * evaluation. Data wins over a failed background refetch: a blip while polling keeps the view.
 */
export function AttemptRoute() {
  const { sessionId = '' } = useParams();
  const attempt = useAttempt(sessionId);

  if (attempt.data) {
    return attempt.data.status === 'in_progress' ? (
      <ExamWorkspace
        key={attempt.data._id}
        session={attempt.data}
        syncedAt={attempt.dataUpdatedAt}
      />
    ) : (
      <EvaluationStatus session={attempt.data} />
    );
  }
  if (attempt.isPending) return <AttemptLoading />;
  if (isMissing(attempt.error)) return <AttemptNotFound />;
  return <AttemptError onRetry={() => void attempt.refetch()} retrying={attempt.isFetching} />;
}
