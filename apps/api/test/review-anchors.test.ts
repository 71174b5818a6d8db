import { describe, expect, it, vi } from 'vitest';
import {
  evaluationRoutes,
  type ApplyReEvaluationResponse,
  type ReEvaluationResponse,
  type ReviewDecisionRequest,
  type ReviewDecisionResponse,
} from '@markwise/contract';
import { questions } from '@markwise/db';
import { eq, sql } from 'drizzle-orm';
import {
  createEvaluationTestApp,
  MODEL_ANSWERS,
  waitForSession,
} from './support/evaluation-factories.js';
import {
  asTeacher,
  answersOf,
  api,
  reviewSchool,
  setReleasePolicy,
  studentViews,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const PARTIAL = 'Photosynthesis converts light energy into chemical energy in the leaves.';
const VAGUE = 'Plants use sunlight to make food.';
const ASIDE = 'Leaves are green because of chlorophyll.';
/** Marked 3.5 of 4, confidently: released at once. */
const SOUND = 'Leaves absorb sunlight and make glucose and oxygen.';

describe(`teachers' marks as anchors, and re-evaluation proposals, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  it("moves the question's other unreleased suggestions with each decision, never a released mark", async () => {
    const school = await reviewSchool(t, { marks: [4] });
    const teacher = asTeacher(t, school.adminToken);
    const [q1] = school.exam.questions;
    // Released at once (confident, confident_at_once): the student already sees it.
    const released = await school.sit([PARTIAL]);
    expect(released.session.status).toBe('evaluated');
    const [releasedBefore] = await answersOf(t.database, released.session.id);
    expect(releasedBefore!.releasedAt).not.toBeNull();

    // From now on the level releases after review: the next answers wait, suggestions included.
    await setReleasePolicy(t.database, school.exam.level.id, 'after_review');
    const copied = await school.sit([MODEL_ANSWERS[0]!]);
    const vague = await school.sit([VAGUE]);
    const aside = await school.sit([ASIDE]);
    const suggestionOf = async (sessionId: string) => (await answersOf(t.database, sessionId))[0]!;
    const before = {
      vague: await suggestionOf(vague.session.id),
      aside: await suggestionOf(aside.session.id),
    };
    expect(before.vague.releasedAt).toBeNull();
    expect(before.vague.suggestedMarks).toBe(before.vague.evaluatorMarksAwarded);
    expect(before.vague.marksAwarded).toBe(before.vague.evaluatorMarksAwarded);

    // The machine gave the copied model answer 4; the teacher gives 1.
    const response = await teacher.changeMark(
      copied.session.id,
      q1!.id,
      1,
      'Copied word for word from the textbook.',
    );
    expect(response.data).toMatchObject({
      marks: { awarded: 1 },
      released: false,
      sessionStatus: 'in_review',
    });
    // The decision queued the question's re-calibration, which runs within seconds: pulled down
    // towards the teacher's view of this question; the machine's own mark is kept.
    const after = await vi.waitFor(
      async () => {
        const rows = {
          vague: await suggestionOf(vague.session.id),
          aside: await suggestionOf(aside.session.id),
        };
        for (const [name, row] of Object.entries(rows)) {
          const old = before[name as keyof typeof before];
          expect(row.suggestedMarks, name).toBeLessThan(old.suggestedMarks!);
          expect(row.marksAwarded, name).toBe(row.suggestedMarks);
          expect(row.evaluatorMarksAwarded, name).toBe(old.evaluatorMarksAwarded);
          expect(row.releasedAt, name).toBeNull();
        }
        return rows;
      },
      { timeout: 15_000, interval: 200 },
    );
    // The released mark did not move, and its student reads what they read before.
    const [releasedAfter] = await answersOf(t.database, released.session.id);
    expect(releasedAfter).toMatchObject({
      marksAwarded: releasedBefore!.marksAwarded,
      suggestedMarks: releasedBefore!.suggestedMarks,
      releasedAt: releasedBefore!.releasedAt,
      pending: null,
    });
    const views = await studentViews(t, released, released.session.id);
    expect(views.report.questions[0]!.marks.awarded).toBe(releasedBefore!.marksAwarded);

    // A new answer is marked with the anchors already: its suggestion starts below the machine's.
    const later = await school.sit([VAGUE]);
    const [laterRow] = await answersOf(t.database, later.session.id);
    expect(laterRow!.evaluatorMarksAwarded).toBe(before.vague.evaluatorMarksAwarded);
    expect(laterRow!.suggestedMarks).toBe(after.vague.suggestedMarks);

    // Accepting a suggestion other than the one it now is (the desk showed it before it moved) is
    // refused, and nothing is saved.
    const stale = await teacher
      .decide(vague.session.id, q1!.id, {
        decision: 'accept',
        suggestedMarks: before.vague.suggestedMarks!,
      } satisfies ReviewDecisionRequest)
      .expect(409);
    expect(stale.body.message).toBe(
      `The suggestion moved from ${before.vague.suggestedMarks} to ${after.vague.suggestedMarks} since it was shown (teachers' marks on this question re-calibrated it); accept it again or give a mark`,
    );
    expect((await suggestionOf(vague.session.id)).overriddenAt).toBeNull();
    // Accepting a suggestion is a teacher's mark too; the attempt is then released by the teacher.
    const accepted = (
      await teacher
        .decide(vague.session.id, q1!.id, {
          decision: 'accept',
          suggestedMarks: after.vague.suggestedMarks!,
        } satisfies ReviewDecisionRequest)
        .expect(200)
    ).body as ReviewDecisionResponse;
    expect(accepted.data.marks.awarded).toBe(after.vague.suggestedMarks);
    await teacher.release(vague.session.id).expect(200);
    expect(await waitForSession(t.database, vague.session.id)).toMatchObject({
      status: 'evaluated',
      marksAwarded: after.vague.suggestedMarks,
    });
  });

  it('an override of a released mark moves the unreleased suggestions too', async () => {
    const school = await reviewSchool(t, { marks: [4] });
    const [q1] = school.exam.questions;
    const released = await school.sit([MODEL_ANSWERS[0]!]);
    await setReleasePolicy(t.database, school.exam.level.id, 'after_review');
    const waiting = await school.sit([VAGUE]);
    const [before] = await answersOf(t.database, waiting.session.id);
    await t
      .as(school.adminToken)
      .patch(
        api(evaluationRoutes.overrideMark, { sessionId: released.session.id, questionId: q1!.id }),
      )
      .send({ marks: 0.5, reason: 'Learnt by heart, not understood.' })
      .expect(200);
    await vi.waitFor(
      async () => {
        const [after] = await answersOf(t.database, waiting.session.id);
        expect(after!.suggestedMarks).toBeLessThan(before!.suggestedMarks!);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('decisions made together on a question share its re-calibration runs', async () => {
    const school = await reviewSchool(t, { marks: [4] });
    const teacher = asTeacher(t, school.adminToken);
    const [q1] = school.exam.questions;
    await setReleasePolicy(t.database, school.exam.level.id, 'after_review');
    const sittings = [];
    for (const answer of [MODEL_ANSWERS[0]!, VAGUE, ASIDE, PARTIAL, SOUND, VAGUE]) {
      sittings.push(await school.sit([answer]));
    }
    const waiting = sittings.at(-1)!;
    const [before] = await answersOf(t.database, waiting.session.id);
    // Five teachers' marks at once, each far below the machine's.
    await Promise.all(
      sittings
        .slice(0, 5)
        .map((sitting) =>
          teacher.changeMark(sitting.session.id, q1!.id, 0, 'Not what the question asks.'),
        ),
    );
    const runs = async () => {
      const { rows } = await t.database.db.execute<{ state: string }>(
        sql`select state from pgboss.job where name = 'recalibrate-suggestions' and singleton_key = ${`${school.admin.institutionId}:${q1!.id}`}`,
      );
      return rows.map((row) => row.state);
    };
    // The last answer moves with all five anchors, and no run is left waiting.
    await vi.waitFor(
      async () => {
        const [after] = await answersOf(t.database, waiting.session.id);
        expect(after!.suggestedMarks).toBeLessThan(before!.suggestedMarks!);
        expect((await runs()).every((state) => state === 'completed')).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    // One waiting and one running run at most at any time: five decisions queued one or two.
    expect((await runs()).length).toBeLessThanOrEqual(2);
  });

  it('re-evaluation proposes changes to released marks and applies them only on request', async () => {
    const school = await reviewSchool(t, { marks: [4, 6] });
    const teacher = asTeacher(t, school.adminToken);
    const [q1, q2] = school.exam.questions;
    const sitting = await school.sit([SOUND, MODEL_ANSWERS[1]!]);
    expect(sitting.session).toMatchObject({ status: 'evaluated', marksAwarded: 9.5 });

    // The teacher rewrites question 1's model answer: the student's answer now matches it exactly.
    await t.database.db
      .update(questions)
      .set({ modelAnswer: SOUND })
      .where(eq(questions.id, q1!.id));
    await teacher.reEvaluate(sitting.session.id).expect(202);
    const rerun = await waitForSession(
      t.database,
      sitting.session.id,
      (status) => status === 'evaluated' || status === 'failed',
    );
    // Nothing the student sees changed.
    expect(rerun).toMatchObject({ status: 'evaluated', evaluationRuns: 2, marksAwarded: 9.5 });
    const seen = await studentViews(t, sitting, sitting.session.id);
    expect(seen.report.questions.map((q) => q.marks.awarded)).toEqual([3.5, 6]);

    const proposals = (await teacher.proposals(sitting.session.id).expect(200))
      .body as ReEvaluationResponse;
    expect(proposals.data).toMatchObject({
      sessionId: sitting.session.id,
      status: 'evaluated',
      evaluationRuns: 2,
    });
    const [p1, p2] = proposals.data.questions;
    expect(p1).toMatchObject({
      questionId: q1!.id,
      releasedMarks: 3.5,
      proposal: { marks: 4, evaluatorMarks: 4, marksChanged: true, confidence: 'confident' },
    });
    expect(p2).toMatchObject({ questionId: q2!.id, releasedMarks: 6, proposal: null });

    // Only named questions with a proposal may be applied.
    const refused = await teacher
      .apply(sitting.session.id)
      .send({ questionIds: [q2!.id] })
      .expect(409);
    expect(refused.body.message).toBe(
      `No re-evaluation proposal to apply for questionIds ${q2!.id}`,
    );
    await teacher
      .apply(sitting.session.id)
      .send({ questionIds: ['not-an-id'] })
      .expect(400)
      .expect((response) => expect(JSON.stringify(response.body)).toMatch(/questionIds/));

    const applied = (
      await teacher
        .apply(sitting.session.id)
        .send({ questionIds: [q1!.id] })
        .expect(200)
    ).body as ApplyReEvaluationResponse;
    expect(applied.data).toEqual({
      sessionId: sitting.session.id,
      applied: [q1!.id],
      sessionStatus: 'evaluated',
      overallScore: { awarded: 10, allocated: 10, percentage: 100, isPass: true },
    });
    const after = await studentViews(t, sitting, sitting.session.id);
    expect(after.report.questions.map((q) => q.marks.awarded)).toEqual([4, 6]);
    expect(after.report.overallScore).toEqual({
      awarded: 10,
      allocated: 10,
      percentage: 100,
      isPass: true,
    });
    // Applied once: nothing is left to apply.
    await teacher.apply(sitting.session.id).expect(409);
  });
});
