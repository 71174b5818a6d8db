import type { EvaluationQueueStatus } from '@markwise/contract';

type QueueList = {
  label: string;
  /** What the list holds and what, if anything, to do about it. */
  about: string;
  empty: { title: string; sentence: string };
  /** The time shown for each attempt. */
  when: { column: string; of: 'submittedAt' | 'deadlineAt' };
};

/** The evaluation queue's lists, in the order of their tabs: what needs a person first. */
export const QUEUE_LISTS: Record<EvaluationQueueStatus, QueueList> = {
  failed: {
    label: 'Failed',
    about:
      'Marking stopped on these attempts after its retries. Retry once the cause is fixed; the answers are kept.',
    empty: {
      title: 'No failed evaluations',
      sentence: 'Every submitted attempt has been marked or is on its way.',
    },
    when: { column: 'Submitted', of: 'submittedAt' },
  },
  overdue: {
    label: 'Open past deadline',
    about:
      'Attempts still open after their time ran out. They are submitted automatically within a minute; any that stay here mean the app’s background work is not running.',
    empty: {
      title: 'No attempts left open',
      sentence: 'Every attempt whose time ran out has been submitted.',
    },
    when: { column: 'Deadline', of: 'deadlineAt' },
  },
  in_review: {
    label: 'In review',
    about:
      'Marked, with answers the machine was unsure of. Their results are released once a teacher reviews them in the level’s reports.',
    empty: { title: 'Nothing waits for review', sentence: 'No marked attempt is held back.' },
    when: { column: 'Submitted', of: 'submittedAt' },
  },
  submitted: {
    label: 'Waiting',
    about: 'Submitted and waiting for the evaluator to start.',
    empty: { title: 'Nothing is waiting', sentence: 'The evaluator has started every submission.' },
    when: { column: 'Submitted', of: 'submittedAt' },
  },
  evaluating: {
    label: 'Being marked',
    about: 'The evaluator is marking these attempts now.',
    empty: { title: 'Nothing is being marked', sentence: 'The evaluator is idle.' },
    when: { column: 'Submitted', of: 'submittedAt' },
  },
};

export const QUEUE_ORDER = Object.keys(QUEUE_LISTS) as EvaluationQueueStatus[];

export function isQueueList(value: string | null): value is EvaluationQueueStatus {
  return value !== null && value in QUEUE_LISTS;
}
