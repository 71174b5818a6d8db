import { describe, expect, it } from 'vitest';
import { evaluationRoutes, type EvaluationQueueResponse } from '@markwise/contract';
import { failureSummary, UNEXPECTED_FAILURE } from '../src/modules/evaluation/failure-summary.js';
import { tokenOf } from './support/auth-helpers.js';
import { setDeadline } from './support/attempt-factories.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  createSubmittedSession,
} from './support/evaluation-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/**
 * The admin's view of work that needs a person: attempts left open past their deadline, and how
 * many attempts stand in each list, so a failure is seen without paging through every tab.
 */
describe(`the evaluation queue's overdue list and counts on ${TEST_DATABASE_KIND}`, () => {
  // The sweeper that would submit overdue attempts runs hourly here: they stay overdue.
  const t = useTestApp(() => createEvaluationTestApp());

  async function school() {
    const { exam, student, admin } = await createMarkedExamSchool(t.database);
    return { exam, student, adminToken: await tokenOf(t, admin) };
  }

  async function queue(token: string, status: string) {
    const response = await t
      .as(token)
      .get(`/api${evaluationRoutes.queue}?status=${status}`)
      .expect(200);
    return response.body as EvaluationQueueResponse;
  }

  it('lists attempts still open after their deadline, longest overdue first, and counts every list', async () => {
    const { exam, student, adminToken } = await school();
    const open = (texts: (string | null)[]) =>
      createSubmittedSession(t.database, {
        exam,
        userId: student.id,
        texts,
        status: 'in_progress',
      });
    const [longest, recent, running] = [await open([]), await open([]), await open([])];
    await setDeadline(t.database, longest.id, new Date(Date.now() - 60 * 60_000));
    await setDeadline(t.database, recent.id, new Date(Date.now() - 5 * 60_000));
    await createSubmittedSession(t.database, { exam, userId: student.id, texts: [null] });

    const page = await queue(adminToken, 'overdue');
    expect(page.data.map((item) => item.sessionId)).toEqual([longest.id, recent.id]);
    expect(page.data.map((item) => item.sessionId)).not.toContain(running.id);
    expect(page.data[0]).toMatchObject({
      status: 'in_progress',
      submittedAt: null,
      failureReason: null,
      failureSummary: null,
    });
    expect(Date.parse(page.data[0]!.deadlineAt!)).toBeLessThan(Date.now() - 59 * 60_000);
    expect(page.counts).toEqual({
      failed: 0,
      submitted: 1,
      evaluating: 0,
      in_review: 0,
      overdue: 2,
    });
    // The counts come with every list, whichever is asked for.
    expect((await queue(adminToken, 'failed')).counts).toEqual(page.counts);

    // Another school's admin sees none of it.
    const other = await school();
    const theirs = await queue(other.adminToken, 'overdue');
    expect(theirs.data).toEqual([]);
    expect(theirs.counts.overdue).toBe(0);
    expect(theirs.counts.submitted).toBe(0);
  });

  it('names the status list when it is not one of the queue', async () => {
    const { adminToken } = await school();
    const response = await t
      .as(adminToken)
      .get(`/api${evaluationRoutes.queue}?status=in_progress`)
      .expect(400);
    expect(JSON.stringify(response.body)).toContain(
      'status must be failed, submitted, evaluating, in_review or overdue',
    );
  });
});

describe('a failed evaluation in plain words', () => {
  it.each([
    [
      'Evaluation failed: the worker stopped responding on every attempt (the job expired). Re-run it.',
      'The marking worker stopped while marking this attempt.',
    ],
    ['Evaluation failed: HTTP 401 Incorrect API key provided (1 attempt)', 'refused its API key'],
    ['Evaluation failed: HTTP 429 Rate limit reached (3 attempts)', 'too busy'],
    ['Evaluation failed: HTTP 503 (3 attempts)', 'an error of its own'],
    ['Evaluation failed: timed out (3 attempts)', 'took too long'],
    [
      'Evaluation failed: network error: ECONNREFUSED 127.0.0.1:9 (3 attempts)',
      'could not be reached',
    ],
    ['Evaluation failed: the model refused: I cannot help (1 attempt)', 'declined to mark'],
    [
      'Evaluation failed: malformed response: the content is not valid JSON (3 attempts)',
      'not a mark',
    ],
    ['Evaluation failed: Cannot read properties of undefined', UNEXPECTED_FAILURE],
  ])('%s', (reason, words) => {
    expect(failureSummary(reason)).toContain(words);
  });

  it('says nothing for an attempt that did not fail', () => {
    expect(failureSummary(null)).toBeNull();
  });
});
