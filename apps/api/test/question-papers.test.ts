import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type {
  QuestionPaperResponse,
  QuestionPapersPage,
  QuestionPapersResponse,
  QuestionPapersQueryInput,
} from '@markwise/contract';
import { bearer } from './support/auth-helpers.js';
import { adminOfNewInstitution, loggedInStudent } from './support/people-factories.js';
import { createPaper, createSubject } from './support/paper-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

describe(`reading question papers on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const list = async (token: string, query: QuestionPapersQueryInput = {}) => {
    const response = await t.request().get('/api/question-papers').query(query).set(bearer(token));
    expect(response.status).toBe(200);
    return response.body as QuestionPapersPage;
  };
  const titles = (page: QuestionPapersPage) => page.data.map((paper) => paper.title);

  it('gives an admin the whole paper with its questions in order', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const subject = await createSubject(t.database, { institutionId, title: 'Biology' });
    const paper = await createPaper(t.database, {
      institutionId,
      title: 'Biology Final',
      qpCode: 'BIO-F-24',
      subjectId: subject.id,
      courseId: subject.courseId,
    });
    const expected = {
      _id: paper.id,
      title: 'Biology Final',
      subject: 'Biology',
      subjectId: subject.id,
      examId: subject.courseId,
      class: null,
      description: null,
      questions: paper.questions.map((question) => ({
        _id: question.id,
        number: question.number,
        text: question.text,
        marks: question.marks,
        modelAnswer: question.modelAnswer,
        rubric: question.rubric,
        acceptedAnswers: [],
        language: 'en',
      })),
      timeAllowed: 60,
      year: 2024,
      qpCode: 'BIO-F-24',
      maxMarks: 10,
      language: 'en',
      passPercentage: null,
      visibility: 'private',
      createdAt: paper.createdAt.toISOString(),
    };

    const page = await list(token);
    expect(page).toEqual({
      data: [expected],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
    });
    expect(expected.questions.map((question) => question.number)).toEqual([1, 2]);
    expect(expected.questions[0]!.rubric).toEqual([
      { id: expect.any(String), point: 'Key point', marks: 4 },
    ]);

    const one = await t.as(token).get(`/api/question-papers/${paper.id}`);
    expect(one.status).toBe(200);
    expect(one.body as QuestionPaperResponse).toEqual({ data: expected });
  });

  it('never shows a student the model answers or rubrics of a published paper', async () => {
    const { institutionId } = await adminOfNewInstitution(t);
    const { token } = await loggedInStudent(t, institutionId);
    const paper = await createPaper(t.database, { institutionId, visibility: 'institution' });

    const page = await list(token);
    const one = await t.as(token).get(`/api/question-papers/${paper.id}`);

    expect(one.status).toBe(200);
    for (const shown of [page.data[0]!, (one.body as QuestionPaperResponse).data]) {
      expect(shown._id).toBe(paper.id);
      expect(shown.questions).toEqual(
        paper.questions.map((question) => ({
          _id: question.id,
          number: question.number,
          text: question.text,
          marks: question.marks,
          language: 'en',
        })),
      );
    }
    expect(JSON.stringify([page, one.body])).not.toMatch(/modelAnswer|rubric|Model answer/);
  });

  it('filters by subjectId, examId and year', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const subject = await createSubject(t.database, { institutionId });
    const sibling = await createSubject(t.database, { institutionId, courseId: subject.courseId });
    const links = (s: typeof subject) => ({ subjectId: s.id, courseId: s.courseId });
    await createPaper(t.database, {
      institutionId,
      title: 'S 2023',
      year: 2023,
      ...links(subject),
    });
    await createPaper(t.database, {
      institutionId,
      title: 'S 2024',
      year: 2024,
      ...links(subject),
    });
    await createPaper(t.database, {
      institutionId,
      title: 'Sib 2024',
      year: 2024,
      ...links(sibling),
    });
    await createPaper(t.database, { institutionId, title: 'Loose 2023', year: 2023 });

    expect(titles(await list(token, { subjectId: subject.id }))).toEqual(['S 2024', 'S 2023']);
    expect(titles(await list(token, { examId: subject.courseId }))).toEqual([
      expect.stringMatching(/2024/),
      expect.stringMatching(/2024/),
      'S 2023',
    ]);
    expect(titles(await list(token, { year: 2023 })).sort()).toEqual(['Loose 2023', 'S 2023']);
    expect(titles(await list(token, { subjectId: subject.id, year: 2023 }))).toEqual(['S 2023']);
    expect(titles(await list(token, { subjectId: randomUUID() }))).toEqual([]);
  });

  it('searches title and qpCode case-insensitively, with wildcards taken literally', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    await createPaper(t.database, { institutionId, title: 'Physics Mock', qpCode: 'PHY-1' });
    await createPaper(t.database, { institutionId, title: 'Chemistry', qpCode: 'CHEM_100%' });
    await createPaper(t.database, { institutionId, title: 'Maths', qpCode: 'MATHS-1000' });

    expect(titles(await list(token, { search: 'pHySiCs' }))).toEqual(['Physics Mock']);
    expect(titles(await list(token, { search: 'chem_' }))).toEqual(['Chemistry']);
    expect(titles(await list(token, { search: '%' }))).toEqual(['Chemistry']);
    expect(titles(await list(token, { search: '_1' }))).toEqual(['Chemistry']);
  });

  it('paginates on the server', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    for (let year = 2011; year <= 2017; year++) {
      await createPaper(t.database, { institutionId, title: `Y${year}`, year });
    }

    const second = await list(token, { page: 2, limit: 3 });
    expect(titles(second)).toEqual(['Y2014', 'Y2013', 'Y2012']);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 7, limit: 3 });
    const last = await list(token, { page: 3, limit: 3 });
    expect(titles(last)).toEqual(['Y2011']);
  });

  it('loads a page with all its questions in a fixed number of queries', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    for (let i = 0; i < 6; i++) await createPaper(t.database, { institutionId });
    const client = (t.database.db as unknown as { $client: { query: () => unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    const countFor = async (limit: number) => {
      queries.mockClear();
      const page = await list(token, { limit });
      expect(page.data.flatMap((paper) => paper.questions)).toHaveLength(limit * 2);
      return queries.mock.calls.length;
    };

    const one = await countFor(1);
    expect(one).toBeGreaterThan(1);
    expect(await countFor(6)).toBe(one);
    queries.mockRestore();
  });

  it('keeps each institution’s papers to itself: other ids are not found (404)', async () => {
    const a = await adminOfNewInstitution(t);
    const b = await adminOfNewInstitution(t);
    const studentOfB = await loggedInStudent(t, b.institutionId);
    const paperOfA = await createPaper(t.database, { institutionId: a.institutionId });
    const paperOfB = await createPaper(t.database, { institutionId: b.institutionId });

    expect((await list(a.token)).data.map((paper) => paper._id)).toEqual([paperOfA.id]);
    expect((await list(b.token)).data.map((paper) => paper._id)).toEqual([paperOfB.id]);
    expect((await list(b.token, { search: paperOfA.title })).data).toEqual([]);
    for (const token of [b.token, studentOfB.token]) {
      const response = await t.as(token).get(`/api/question-papers/${paperOfA.id}`).expect(404);
      expect(response.body).toEqual(errorBody(404, 'Question paper not found'));
    }
    await t.as(a.token).get(`/api/question-papers/${randomUUID()}`).expect(404);
  });

  it('serves a visitor without a login the public papers only; a bad token is still a 401', async () => {
    const { institutionId } = await adminOfNewInstitution(t);
    const hidden = await createPaper(t.database, { institutionId, visibility: 'institution' });
    const past = await createPaper(t.database, { institutionId, visibility: 'public' });
    const listed = await t.request().get('/api/question-papers?limit=100').expect(200);
    const ids = (listed.body as QuestionPapersResponse).data.map((paper) => paper._id);
    expect(ids).toContain(past.id);
    expect(ids).not.toContain(hidden.id);
    await t.request().get(`/api/question-papers/${hidden.id}`).expect(404);
    const one = await t.request().get(`/api/question-papers/${past.id}`).expect(200);
    expect(JSON.stringify(one.body)).not.toMatch(/modelAnswer|rubric|Model answer/);
    await t
      .request()
      .get('/api/question-papers')
      .set({ Authorization: 'Bearer not.a.token' })
      .expect(401);
  });

  it.each([
    ['year=abc', 'year'],
    ['year=1800', 'year'],
    ['subjectId=nope', 'subjectId must be a valid id'],
    ['examId=123', 'examId must be a valid id'],
    ['limit=500', 'limit'],
    ['owner=me', 'owner'],
    [`search=${'s'.repeat(101)}`, 'search'],
  ])('refuses the query %s with a 400 naming %s', async (query, field) => {
    const { token } = await adminOfNewInstitution(t);
    const response = await t.as(token).get(`/api/question-papers?${query}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toContain(field);
  });

  it('refuses a malformed id with a 400 naming it', async () => {
    const { token } = await adminOfNewInstitution(t);
    const response = await t.as(token).get('/api/question-papers/42');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['id must be a valid id']);
  });
});
