import type { EvaluationQueueStatus } from '@markwise/contract';
import { msg } from '@/i18n/i18n';

/** Every text here is a key (msg): the screens translate it where it renders, with t(). */
type QueueList = {
  label: string;
  /** The list's table, named. */
  table: string;
  /** A count of the list's attempts, as its tab's badge is read out ({{count}}). */
  count: string;
  /** What the list holds and what, if anything, to do about it. */
  about: string;
  empty: { title: string; sentence: string };
  /** The time shown for each attempt. */
  when: { column: string; of: 'submittedAt' | 'deadlineAt' };
};

/** The evaluation queue's lists, in the order of their tabs: what needs a person first. */
export const QUEUE_LISTS: Record<EvaluationQueueStatus, QueueList> = {
  failed: {
    label: msg('Failed'),
    table: msg('Failed attempts'),
    count: msg('{{count}} failed'),
    about: msg(
      'Marking stopped on these attempts after its retries. Retry once the cause is fixed; the answers are kept.',
    ),
    empty: {
      title: msg('No failed evaluations'),
      sentence: msg('Every submitted attempt has been marked or is on its way.'),
    },
    when: { column: msg('Submitted'), of: 'submittedAt' },
  },
  overdue: {
    label: msg('Open past deadline'),
    table: msg('Open past deadline attempts'),
    count: msg('{{count}} open past deadline'),
    about: msg(
      'Attempts still open after their time ran out. They are submitted automatically within a minute; any that stay here mean the app’s background work is not running.',
    ),
    empty: {
      title: msg('No attempts left open'),
      sentence: msg('Every attempt whose time ran out has been submitted.'),
    },
    when: { column: msg('Deadline'), of: 'deadlineAt' },
  },
  in_review: {
    label: msg('In review'),
    table: msg('In review attempts'),
    count: msg('{{count}} in review'),
    about: msg(
      'Marked, with answers the machine was unsure of. Their results are released once a teacher reviews them in the level’s reports.',
    ),
    empty: {
      title: msg('Nothing waits for review'),
      sentence: msg('No marked attempt is held back.'),
    },
    when: { column: msg('Submitted'), of: 'submittedAt' },
  },
  submitted: {
    label: msg('Waiting'),
    table: msg('Waiting attempts'),
    count: msg('{{count}} waiting'),
    about: msg('Submitted and waiting for the evaluator to start.'),
    empty: {
      title: msg('Nothing is waiting'),
      sentence: msg('The evaluator has started every submission.'),
    },
    when: { column: msg('Submitted'), of: 'submittedAt' },
  },
  evaluating: {
    label: msg('Being marked'),
    table: msg('Being marked attempts'),
    count: msg('{{count}} being marked'),
    about: msg('The evaluator is marking these attempts now.'),
    empty: { title: msg('Nothing is being marked'), sentence: msg('The evaluator is idle.') },
    when: { column: msg('Submitted'), of: 'submittedAt' },
  },
};

export const QUEUE_ORDER = Object.keys(QUEUE_LISTS) as EvaluationQueueStatus[];

export function isQueueList(value: string | null): value is EvaluationQueueStatus {
  return value !== null && value in QUEUE_LISTS;
}
