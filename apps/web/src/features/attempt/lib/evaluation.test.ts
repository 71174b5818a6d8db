import { describe, expect, it } from 'vitest';
import { evaluationSteps, isAwaitingEvaluation } from './evaluation';

describe('isAwaitingEvaluation', () => {
  it('polls only between submit and the end of the evaluation', () => {
    expect(isAwaitingEvaluation('submitted')).toBe(true);
    expect(isAwaitingEvaluation('evaluating')).toBe(true);
    expect(isAwaitingEvaluation('in_progress')).toBe(false);
    expect(isAwaitingEvaluation('evaluated')).toBe(false);
    // Marked, waiting for a teacher: the machine is done, so polling stops.
    expect(isAwaitingEvaluation('in_review')).toBe(false);
    expect(isAwaitingEvaluation('failed')).toBe(false);
    expect(isAwaitingEvaluation(undefined)).toBe(false);
  });
});

describe('evaluationSteps', () => {
  it('follows Submitted, Being evaluated, Report ready', () => {
    expect(evaluationSteps('submitted')).toEqual(['done', 'current', 'waiting']);
    expect(evaluationSteps('evaluating')).toEqual(['done', 'current', 'waiting']);
    expect(evaluationSteps('evaluated')).toEqual(['done', 'done', 'done']);
    expect(evaluationSteps('failed')).toEqual(['done', 'failed', 'waiting']);
    // Marked; the report is complete once the teacher has checked the rest.
    expect(evaluationSteps('in_review')).toEqual(['done', 'done', 'current']);
  });
});
