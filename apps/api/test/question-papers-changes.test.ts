import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuestionPaperWriteResponse, UpdateQuestionPaperInput } from '@markwise/contract';
import { questionPapers, questions } from '@markwise/db';
import { eq } from 'drizzle-orm';
import {
  adminOfNewInstitution,
  createSession,
  createStudent,
  loggedInStudent,
} from './support/people-factories.js';
import {
  createExamLevel,
  createPaper,
  createSittablePaper,
  createSubject,
} from './support/paper-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { expectRefusedNaming } from './support/request-checks.js';

describe(`changing and deleting question papers on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const patch = (token: string, id: string, body: UpdateQuestionPaperInput | object) =>
    t.as(token).patch(`/api/question-papers/${id}`).send(body);
  const remove = (token: string, id: string) => t.as(token).delete(`/api/question-papers/${id}`);
  const papersOf = (institutionId: string) =>
    t.database.db
      .select()
      .from(questionPapers)
      .where(eq(questionPapers.institutionId, institutionId));
  const questionsOf = (paperId: string) =>
    t.database.db.select().from(questions).where(eq(questions.paperId, paperId));

  /** An institution's admin with one stored, attempted paper. */
  const attemptedPaper = async () => {
    const admin = await adminOfNewInstitution(t);
    const { paper, level } = await createSittablePaper(t.database, admin.institutionId);
    const student = await createStudent(t.database, { institutionId: admin.institutionId });
    await createSession(t.database, {
      institutionId: admin.institutionId,
      userId: student.id,
      levelId: level.id,
      paperId: paper.id,
      marksAllocated: paper.maxMarks,
      status: 'submitted',
    });
    return { ...admin, paper };
  };

  describe('PATCH /api/question-papers/:id', () => {
    it('changes the fields sent and can replace every question', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const paper = await createPaper(t.database, { institutionId });
      const oldIds = paper.questions.map((question) => question.id);

      const renamed = await patch(token, paper.id, {
        title: 'Renamed',
        class: 'Grade 9',
        description: '',
      }).expect(200);
      expect(renamed.body).toMatchObject({
        message: 'Question paper updated successfully!',
        data: {
          _id: paper.id,
          title: 'Renamed',
          class: 'Grade 9',
          description: null,
          maxMarks: 10,
        },
      });
      const cleared = await patch(token, paper.id, { class: null }).expect(200);
      expect(cleared.body.data).toMatchObject({ title: 'Renamed', class: null });

      const body: UpdateQuestionPaperInput = {
        language: 'ta',
        maxMarks: 7,
        questions: [
          { text: 'One', marks: 3 },
          { text: 'Two', marks: 4, modelAnswer: 'Answer', acceptedAnswers: ['Ans.', 'The answer'] },
        ],
      };
      const replaced = (await patch(token, paper.id, body).expect(200))
        .body as QuestionPaperWriteResponse;
      expect(replaced.data).toMatchObject({ title: 'Renamed', maxMarks: 7, language: 'ta' });
      expect(replaced.data.questions).toEqual([
        {
          _id: expect.any(String),
          number: 1,
          text: 'One',
          marks: 3,
          modelAnswer: null,
          rubric: null,
          acceptedAnswers: [],
          language: 'ta',
        },
        {
          _id: expect.any(String),
          number: 2,
          text: 'Two',
          marks: 4,
          modelAnswer: 'Answer',
          rubric: null,
          acceptedAnswers: ['Ans.', 'The answer'],
          language: 'ta',
        },
      ]);
      const stored = await questionsOf(paper.id);
      expect(stored).toHaveLength(2);
      expect(stored.some((question) => oldIds.includes(question.id))).toBe(false);
    });

    it('checks maxMarks against the paper as it would be, changing nothing when wrong', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const paper = await createPaper(t.database, { institutionId });

      const onlyMax = await patch(token, paper.id, { title: 'X', maxMarks: 11 }).expect(400);
      expect(onlyMax.body.message).toBe(
        'maxMarks (11) must equal the sum of the question marks (10)',
      );
      const onlyQuestions = await patch(token, paper.id, {
        title: 'X',
        questions: [{ text: 'Q', marks: 3 }],
      }).expect(400);
      expect(onlyQuestions.body.message).toBe(
        'maxMarks (10) must equal the sum of the question marks (3)',
      );

      const [row] = await papersOf(institutionId);
      expect(row).toMatchObject({ title: paper.title, maxMarks: 10 });
      expect((await questionsOf(paper.id)).map((question) => question.id).sort()).toEqual(
        paper.questions.map((question) => question.id).sort(),
      );
    });

    it('links a subject (and its exam) of the institution, and refuses one of another (404)', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const elsewhere = await adminOfNewInstitution(t);
      const paper = await createPaper(t.database, { institutionId });
      const subject = await createSubject(t.database, { institutionId, title: 'Algebra' });
      const foreign = await createSubject(t.database, { institutionId: elsewhere.institutionId });

      const linked = await patch(token, paper.id, { subjectId: subject.id }).expect(200);
      expect(linked.body.data).toMatchObject({
        subject: 'Algebra',
        subjectId: subject.id,
        examId: subject.courseId,
      });
      const other = await createSubject(t.database, { institutionId });
      await patch(token, paper.id, { examId: other.courseId }).expect(400);
      await patch(token, paper.id, { title: 'Y', subjectId: foreign.id }).expect(404);
      await patch(token, paper.id, { examId: foreign.courseId }).expect(404);
      const [row] = await papersOf(institutionId);
      expect(row).toMatchObject({ title: paper.title, subjectId: subject.id });

      const unlinked = await patch(token, paper.id, { subjectId: null, examId: null }).expect(200);
      expect(unlinked.body.data).toMatchObject({ subject: null, subjectId: null, examId: null });
    });

    it('refuses to replace the questions once students attempted the paper (409)', async () => {
      const { token, paper } = await attemptedPaper();

      const response = await patch(token, paper.id, {
        maxMarks: 5,
        questions: [{ text: 'New', marks: 5 }],
      }).expect(409);

      expect(response.body.message).toBe(
        'Students have attempted this question paper, so its questions cannot be replaced',
      );
      expect(await questionsOf(paper.id)).toHaveLength(2);
      await patch(token, paper.id, { title: 'Still editable' }).expect(200);
    });

    it.each([
      [{ institutionId: randomUUID() }, 'institutionId'],
      [{ maxMarks: -1 }, 'maxMarks'],
      [{ title: 'x'.repeat(301) }, 'title'],
      [{ questions: [] }, 'questions'],
    ])('refuses %j with a 400 naming %s', async (change, field) => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const paper = await createPaper(t.database, { institutionId });
      await expectRefusedNaming(patch(token, paper.id, change), field);
    });
  });

  describe('DELETE /api/question-papers/:id', () => {
    it('deletes the paper and its questions (204)', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const paper = await createPaper(t.database, { institutionId });

      const response = await remove(token, paper.id).expect(204);

      expect(response.text).toBe('');
      expect(await papersOf(institutionId)).toEqual([]);
      expect(await questionsOf(paper.id)).toEqual([]);
      await t.as(token).get(`/api/question-papers/${paper.id}`).expect(404);
    });

    it('refuses while students attempted it or a level uses it (409)', async () => {
      const { institutionId, token, paper } = await attemptedPaper();
      const attempted = await remove(token, paper.id).expect(409);
      expect(attempted.body.message).toBe(
        'Students have attempted this question paper, so it cannot be deleted',
      );

      const linked = await createPaper(t.database, { institutionId });
      await createExamLevel(t.database, { institutionId, paperId: linked.id });
      const used = await remove(token, linked.id).expect(409);
      expect(used.body.message).toBe(
        'A journey level uses this question paper; unlink it from the level first',
      );
      expect(await papersOf(institutionId)).toHaveLength(2);
    });
  });

  describe('every write', () => {
    const itemRoutes = [
      ['PATCH', (token: string, id: string) => patch(token, id, { title: 'Taken over' })],
      ['DELETE', (token: string, id: string) => remove(token, id)],
    ] as const;

    it.each(itemRoutes)('%s: 404 for another institution’s paper or none', async (_name, call) => {
      const { token } = await adminOfNewInstitution(t);
      const elsewhere = await adminOfNewInstitution(t);
      const foreign = await createPaper(t.database, { institutionId: elsewhere.institutionId });
      for (const id of [foreign.id, randomUUID()]) {
        const response = await call(token, id).expect(404);
        expect(response.body.message).toBe('Question paper not found');
      }
      const [row] = await papersOf(elsewhere.institutionId);
      expect(row).toMatchObject({ id: foreign.id, title: foreign.title });
    });

    it.each(itemRoutes)('%s: 400 naming a malformed id', async (_name, call) => {
      const { token } = await adminOfNewInstitution(t);
      const response = await call(token, 'paper-1').expect(400);
      expect(response.body.message).toEqual(['id must be a valid id']);
    });

    it('PATCH and DELETE: 401 without a token, 403 for a student, and nothing changes', async () => {
      const { institutionId } = await adminOfNewInstitution(t);
      const { token } = await loggedInStudent(t, institutionId);
      const paper = await createPaper(t.database, { institutionId });

      for (const [, call] of itemRoutes) {
        await call('', paper.id).expect(401);
        await call(token, paper.id).expect(403);
      }
      const rows = await papersOf(institutionId);
      expect(rows.map((row) => [row.id, row.title])).toEqual([[paper.id, paper.title]]);
    });
  });
});
