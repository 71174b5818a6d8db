import type { PaperKey } from './papers/index.js';

export type PlannedOutcome = 'pass' | 'fail' | 'submitted' | 'in_progress';
export type PlannedAttempt = { daysAgo: number; outcome: PlannedOutcome };

/**
 * The scripted history of each institution's demo student, oldest attempt first: retakes that turn a
 * fail into a pass, a result from today, one paper still being written and one awaiting marking.
 */
export const DEMO_STUDENT_HISTORY: Record<'greenfield' | 'riverside', Partial<Record<PaperKey, PlannedAttempt[]>>> = {
  greenfield: {
    light: [
      { daysAgo: 12, outcome: 'fail' },
      { daysAgo: 0, outcome: 'pass' },
    ],
    reactions: [{ daysAgo: 8, outcome: 'pass' }],
    'life-processes': [
      { daysAgo: 25, outcome: 'fail' },
      { daysAgo: 17, outcome: 'fail' },
      { daysAgo: 4, outcome: 'pass' },
    ],
    quadratics: [
      { daysAgo: 20, outcome: 'pass' },
      { daysAgo: 0, outcome: 'in_progress' },
    ],
    trigonometry: [{ daysAgo: 6, outcome: 'fail' }],
    'hindi-grammar': [
      { daysAgo: 3, outcome: 'pass' },
      { daysAgo: 1, outcome: 'submitted' },
    ],
  },
  riverside: {
    tamil: [
      { daysAgo: 9, outcome: 'fail' },
      { daysAgo: 0, outcome: 'pass' },
    ],
    history: [{ daysAgo: 5, outcome: 'pass' }],
  },
};
