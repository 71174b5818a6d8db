import type { PracticeSessionStatus } from '@markwise/contract';

type StatusBadge = { label: string; color: string };

const UNEVALUATED: Record<Exclude<PracticeSessionStatus, 'evaluated'>, StatusBadge> = {
  in_progress: { label: 'In Progress', color: 'blue' },
  submitted: { label: 'Being evaluated', color: 'orange' },
  evaluating: { label: 'Being evaluated', color: 'orange' },
  failed: { label: 'Evaluation failed', color: 'gray' },
};

/** How a session's state reads to its student: Pass or Fail once evaluated. */
export function sessionStatusBadge(status: PracticeSessionStatus, isPass: boolean | null) {
  if (status !== 'evaluated') return UNEVALUATED[status];
  return isPass ? { label: 'Pass', color: 'green' } : { label: 'Fail', color: 'red' };
}
