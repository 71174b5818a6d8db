import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  evaluationRoutes,
  pathTo,
  type DetailedReportResponse,
  type ExamRulesResponse,
  type OverrideMarkRequest,
  type OverrideMarkResponse,
} from '@markwise/contract';
import { levels, questionPapers } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExam,
  progressOf,
  evaluateAttempt,
} from './support/evaluation-factories.js';
import { createInstitution, createUser } from './support/factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/**
 * One pass rule: the level's pass percentage, else the paper's, else 60. A result of exactly 50%
 * (set by a teacher's marks, so no evaluator's judgement is involved) passes or fails alike in
 * the stored result, the overall report, the level progress, the XP and the rules endpoint.
 */
describe(`the pass rule on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  /** An exam marked 5/10 by the teacher, with the given level and paper pass percentages. */
  async function halfMarks(pass: { level: number | null; paper: number | null }) {
    const institution = await createInstitution(t.database);
    const exam = await createMarkedExam(t.database, {
      institutionId: institution.id,
      marks: [5, 5],
      xpReward: 30,
      ...(pass.level === null ? {} : { passPercentage: pass.level }),
    });
    await t.database.db
      .update(levels)
      .set({ passPercentage: pass.level })
      .where(eq(levels.id, exam.level.id));
    await t.database.db
      .update(questionPapers)
      .set({ passPercentage: pass.paper })
      .where(eq(questionPapers.id, exam.paper.id));
    const student = await createUser(t.database, { institutionId: institution.id });
    const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
    const adminToken = await tokenOf(t, admin);
    const { session } = await evaluateAttempt(t, { exam, userId: student.id, texts: [null, null] });
    let last: OverrideMarkResponse | undefined;
    for (const [question, marks] of [
      [exam.questions[0]!, 5],
      [exam.questions[1]!, 0],
    ] as const) {
      const body: OverrideMarkRequest = { marks, reason: 'Marked by hand.' };
      const response = await t
        .as(adminToken)
        .patch(
          `/api${pathTo(evaluationRoutes.overrideMark, { sessionId: session.id, questionId: question.id })}`,
        )
        .send(body)
        .expect(200);
      last = response.body as OverrideMarkResponse;
    }
    const report = await t
      .as(adminToken)
      .get(`/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: session.id })}`)
      .expect(200);
    const rules = await t
      .as(adminToken)
      .get(`/api${pathTo(apiRoutes.journeys.levelRules, { levelId: exam.level.id })}`)
      .expect(200);
    return {
      override: last!.data.overallScore,
      report: report.body as DetailedReportResponse,
      rules: (rules.body as ExamRulesResponse).data,
      progress: await progressOf(t.database, student.id, exam.level.id),
    };
  }

  const cases = [
    { pass: { level: null, paper: 40 }, mark: 40, passes: true },
    { pass: { level: null, paper: null }, mark: 60, passes: false },
    { pass: { level: 50, paper: 70 }, mark: 50, passes: true },
    { pass: { level: 55, paper: 40 }, mark: 55, passes: false },
  ] as const;

  for (const { pass, mark, passes } of cases) {
    it(`level ${pass.level ?? 'unset'}, paper ${pass.paper ?? 'unset'}: the pass mark is ${mark}%, 50% ${passes ? 'passes' : 'fails'} everywhere`, async () => {
      const result = await halfMarks(pass);
      expect(result.rules.effectivePassPercentage).toBe(mark);
      expect(result.override).toMatchObject({ percentage: 50, isPass: passes });
      const overall = JSON.stringify(result.report.data.overallReport);
      expect(overall).toContain(passes ? 'Passed' : 'Not passed');
      expect(overall).toContain(`The pass mark is ${mark}%`);
      expect(result.progress.progress?.completion).toBe(passes ? 'completed' : 'in_progress');
      expect(result.progress.xp).toBe(passes ? 30 : 0);
    });
  }
});
