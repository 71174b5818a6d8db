import { describe, expect, it } from 'vitest';
import type { ReviewDecisionRequest, ReviewListResponse } from '@markwise/contract';
import { auditLog } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { createEvaluationTestApp, MODEL_ANSWERS } from './support/evaluation-factories.js';
import {
  asTeacher,
  OFF_TOPIC,
  reviewSchool,
  setReleasePolicy,
  studentViews,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`the feedback a teacher gives with a mark, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  it("reaches the student in the teacher's words, beside the teacher's mark on every line", async () => {
    const school = await reviewSchool(t, { marks: [5, 5, 5] });
    const teacher = asTeacher(t, school.adminToken);
    await setReleasePolicy(t.database, school.exam.level.id, 'after_review');
    const [q1, q2, q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);

    // The desk lists the question's rubric beside each answer (empty when it has none).
    const list = (await teacher.list(school.exam.level.id).expect(200)).body as ReviewListResponse;
    expect(list.data.every((item) => Array.isArray(item.question.rubric))).toBe(true);

    const words = 'Pizza and cricket are not about this question: re-read it and try again.';
    await teacher
      .decide(sitting.session.id, q3!.id, {
        decision: 'change',
        marks: 0,
        reason: 'Off topic.',
        feedback: `  ${words}  `,
      } satisfies ReviewDecisionRequest)
      .expect(200);
    // Accepted as suggested, with the machine's words kept.
    await teacher
      .decide(sitting.session.id, q1!.id, { decision: 'accept' } satisfies ReviewDecisionRequest)
      .expect(200);
    // A mark different from the machine's, without words of the teacher's own.
    await teacher
      .decide(sitting.session.id, q2!.id, {
        decision: 'change',
        marks: 1.5,
        reason: 'Only half the steps.',
      } satisfies ReviewDecisionRequest)
      .expect(200);
    await teacher.release(sitting.session.id).expect(200);

    const { report } = await studentViews(t, sitting, sitting.session.id);
    const [r1, r2, r3] = report.questions;
    expect(r3!.marks.awarded).toBe(0);
    expect(r3!.feedback!.marks_per_question).toEqual([
      expect.objectContaining({ marks_awarded: 0, marks_allocated: 5, feedback: words }),
    ]);
    // Every line carries the mark the student got, never the machine's.
    expect(r2!.marks.awarded).toBe(1.5);
    expect(r2!.feedback!.marks_per_question.map((line) => line.marks_awarded)).toEqual([1.5]);
    expect(r2!.feedback!.marks_per_question[0]!.feedback).not.toBe('');
    expect(r1!.feedback!.marks_per_question[0]!.marks_awarded).toBe(r1!.marks.awarded);

    // The audit log keeps the machine's words and the teacher's.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'answer.review_decision'), eq(auditLog.reason, 'Off topic.')));
    expect(entry!.before).toMatchObject({ feedback: expect.any(String) });
    expect((entry!.before as { feedback: string }).feedback).not.toBe(words);
    expect(entry!.after).toMatchObject({ feedback: words });
  });

  it('refuses empty or overlong feedback and saves nothing', async () => {
    const school = await reviewSchool(t, { marks: [5, 5, 5] });
    const teacher = asTeacher(t, school.adminToken);
    const [, , q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    for (const [feedback, message] of [
      ['   ', 'feedback must not be empty'],
      ['x'.repeat(2001), 'feedback must be at most 2000 characters'],
    ] as const) {
      const refused = await teacher
        .decide(sitting.session.id, q3!.id, { decision: 'accept', feedback })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    const list = (await teacher.list(school.exam.level.id).expect(200)).body as ReviewListResponse;
    expect(list.data.map((item) => item.question.id)).toContain(q3!.id);
  });
});
