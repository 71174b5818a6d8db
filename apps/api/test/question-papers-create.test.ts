import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreateQuestionPaperInput, QuestionPaperWriteResponse } from '@markwise/contract';
import { questionPapers } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { adminOfNewInstitution, loggedInStudent } from './support/people-factories.js';
import { createSubject, paperRequest } from './support/paper-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { expectRefusedNaming } from './support/request-checks.js';

describe(`creating question papers on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const post = (token: string, body: CreateQuestionPaperInput | object) =>
    t.as(token).post('/api/question-papers').send(body);
  const papersOf = (institutionId: string) =>
    t.database.db
      .select()
      .from(questionPapers)
      .where(eq(questionPapers.institutionId, institutionId));

  describe('POST /api/question-papers', () => {
    it('creates the paper and its questions, numbered in order, in the caller’s institution', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const subject = await createSubject(t.database, { institutionId, title: 'Science' });
      const body = paperRequest({ subjectId: subject.id });

      const response = await post(token, body).expect(201);

      const created = response.body as QuestionPaperWriteResponse;
      expect(created).toEqual({
        message: 'Question paper created successfully!',
        data: {
          _id: expect.any(String),
          title: body.title,
          subject: 'Science',
          subjectId: subject.id,
          examId: subject.courseId, // the subject's course
          class: 'Grade 10A',
          description: 'Chapters 1-4',
          questions: [
            {
              _id: expect.any(String),
              number: 1,
              text: 'Explain photosynthesis.',
              marks: 6,
              modelAnswer: 'Light, water and CO2 make glucose and oxygen.',
              // Each point gets the id answers marked with it will refer to.
              rubric: [
                { id: expect.any(String), point: 'Inputs', marks: 3 },
                { id: expect.any(String), point: 'Outputs', marks: 3 },
              ],
              acceptedAnswers: [],
              language: 'en', // the paper's
            },
            {
              _id: expect.any(String),
              number: 2,
              text: 'Name the powerhouse of the cell.',
              marks: 4,
              modelAnswer: null,
              rubric: null,
              acceptedAnswers: [],
              language: 'hi',
            },
          ],
          timeAllowed: 90,
          year: 2024,
          qpCode: body.qpCode,
          maxMarks: 10,
          language: 'en',
          passPercentage: null,
          visibility: 'private',
          createdAt: expect.any(String),
        },
      });
      const read = await t.as(token).get(`/api/question-papers/${created.data._id}`).expect(200);
      expect(read.body).toEqual({ data: created.data });
    });

    it('refuses a maxMarks that is not the sum of the question marks, saving nothing', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);

      const response = await post(token, paperRequest({ maxMarks: 12 })).expect(400);

      expect(response.body.message).toEqual([
        'maxMarks (12) must equal the sum of the question marks (10)',
      ]);
      expect(await papersOf(institutionId)).toEqual([]);
    });

    it('refuses rubric points worth more than their question', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const body = paperRequest({
        questions: [
          {
            text: 'Q',
            marks: 1,
            rubric: [
              { point: 'a', marks: 0.5 },
              { point: 'b', marks: 0.75 },
            ],
          },
        ],
      });
      const response = await post(token, body).expect(400);
      expect(response.body.message).toEqual([
        "questions.0.rubric: rubric marks (1.25) must not exceed the question's marks (1)",
      ]);
      expect(await papersOf(institutionId)).toEqual([]);
    });

    it.each([
      [{ questions: [] }, 'questions'],
      [{ questions: Array.from({ length: 101 }, () => ({ text: 'Q', marks: 1 })) }, 'questions'],
      [{ questions: [{ text: 'x'.repeat(20_001), marks: 1 }] }, 'questions.0.text'],
      [{ questions: [{ text: '', marks: 1 }] }, 'questions.0.text'],
      [{ questions: [{ text: 'Q', marks: 0 }] }, 'questions.0.marks'],
      [{ questions: [{ text: 'Q', marks: 1001 }] }, 'questions.0.marks'],
      [{ questions: [{ text: 'Q', marks: 1.5 }] }, 'questions.0.marks'],
      [
        { questions: [{ text: 'Q', marks: 1, rubric: [{ point: 'p', marks: -1 }] }] },
        'questions.0.rubric.0.marks',
      ],
      [{ questions: [{ text: 'Q', marks: 1, number: 3 }] }, 'number'],
      [{ institutionId: randomUUID() }, 'institutionId'],
      [{ title: '' }, 'title'],
      [{ year: 'soon' }, 'year'],
      [{ timeAllowed: 0 }, 'timeAllowed'],
      [{ passPercentage: 101 }, 'passPercentage'],
      [{ language: 'English' }, 'language'],
      [{ subjectId: 'abc' }, 'subjectId must be a valid id'],
      [{ examId: 'abc' }, 'examId must be a valid id'],
    ])('refuses %j with a 400 naming %s', async (change, field) => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const body = { ...paperRequest(), ...change };
      if ('questions' in change) body.maxMarks = 1;
      await expectRefusedNaming(post(token, body), field);
      expect(await papersOf(institutionId)).toEqual([]);
    });

    it('refuses another institution’s subject or exam (404) and a subject of another exam (400)', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const elsewhere = await adminOfNewInstitution(t);
      const foreign = await createSubject(t.database, { institutionId: elsewhere.institutionId });
      const mine = await createSubject(t.database, { institutionId });
      const otherExam = (await createSubject(t.database, { institutionId })).courseId;

      const subject = await post(token, paperRequest({ subjectId: foreign.id })).expect(404);
      expect(subject.body.message).toBe('Subject not found');
      const exam = await post(token, paperRequest({ examId: foreign.courseId })).expect(404);
      expect(exam.body.message).toBe('Exam not found');
      const mismatch = await post(
        token,
        paperRequest({ subjectId: mine.id, examId: otherExam }),
      ).expect(400);
      expect(mismatch.body.message).toMatch(/^subjectId: /);
      expect(await papersOf(institutionId)).toEqual([]);

      const examOnly = await post(token, paperRequest({ examId: otherExam })).expect(201);
      expect((examOnly.body as QuestionPaperWriteResponse).data).toMatchObject({
        examId: otherExam,
        subjectId: null,
        subject: null,
      });
    });

    it('401 without a token, 403 for a student, saving nothing', async () => {
      const { institutionId } = await adminOfNewInstitution(t);
      const { token } = await loggedInStudent(t, institutionId);
      await t.request().post('/api/question-papers').send(paperRequest()).expect(401);
      await post(token, paperRequest()).expect(403);
      expect(await papersOf(institutionId)).toEqual([]);
    });
  });
});
