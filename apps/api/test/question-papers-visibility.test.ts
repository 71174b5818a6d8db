import { describe, expect, it } from 'vitest';
import type {
  QuestionPaperResponse,
  QuestionPapersResponse,
  QuestionPaperWriteResponse,
  UpdateQuestionPaperRequest,
} from '@markwise/contract';
import { levels, practiceSessions, questionPapers } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { bearer } from './support/auth-helpers.js';
import { createJourney } from './support/catalogue-factories.js';
import { createPaper, createSubject } from './support/paper-factories.js';
import { adminOfNewInstitution, loggedInStudent } from './support/people-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { insertRow } from './support/factories.js';

/**
 * Who sees which paper: private ones only their admins; 'institution' ones also their students,
 * but not while the paper is behind an exam level the student has not sat; public ones anyone.
 * A hidden paper answers 404 like a missing one. The marking guide stays with admins until every
 * level sitting the paper has released its answer key.
 */
describe(`question paper visibility on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const listIds = async (token?: string) => {
    const request = t.request().get('/api/question-papers?limit=100');
    const response = await (token ? request.set(bearer(token)) : request).expect(200);
    return (response.body as QuestionPapersResponse).data.map((paper) => paper._id);
  };
  const open = (id: string, token?: string) => {
    const request = t.request().get(`/api/question-papers/${id}`);
    return token ? request.set(bearer(token)) : request;
  };

  /** An exam level of the institution sat on `paperId`. */
  async function levelOn(institutionId: string, paperId: string) {
    const subject = await createSubject(t.database, { institutionId });
    const journey = await createJourney(t.database, { institutionId, subjectId: subject.id });
    return insertRow(t.database, levels, {
      journeyId: journey.id,
      title: 'Final',
      order: 1,
      type: 'exam',
      questionPaperId: paperId,
    });
  }

  async function school() {
    const admin = await adminOfNewInstitution(t);
    const student = await loggedInStudent(t, admin.institutionId);
    const paper = (visibility: 'private' | 'institution' | 'public') =>
      createPaper(t.database, { institutionId: admin.institutionId, visibility });
    return {
      admin,
      student,
      private: await paper('private'),
      institution: await paper('institution'),
      public: await paper('public'),
    };
  }

  it('lists and opens for each caller exactly what it may see', async () => {
    const a = await school();
    const b = await school();
    const expectations = [
      [
        'A admin',
        a.admin.token,
        [a.private, a.institution, a.public],
        [b.private, b.institution, b.public],
      ],
      [
        'A student',
        a.student.token,
        [a.institution, a.public, b.public],
        [a.private, b.private, b.institution],
      ],
      [
        'B admin',
        b.admin.token,
        [b.private, b.institution, b.public],
        [a.private, a.institution, a.public],
      ],
      [
        'visitor',
        undefined,
        [a.public, b.public],
        [a.private, a.institution, b.private, b.institution],
      ],
    ] as const;
    for (const [who, token, seen, hidden] of expectations) {
      const ids = await listIds(token);
      for (const paper of seen) {
        expect(ids, `${who} lists ${paper.title}`).toContain(paper.id);
        await open(paper.id, token).expect(200);
      }
      for (const paper of hidden) {
        expect(ids, `${who} does not list ${paper.title}`).not.toContain(paper.id);
        await open(paper.id, token).expect(404);
      }
    }
  });

  it("hides a published paper behind an exam level until the student has sat it, and keeps the guide until the key's release", async () => {
    const a = await school();
    const level = await levelOn(a.admin.institutionId, a.institution.id);
    expect(await listIds(a.student.token)).not.toContain(a.institution.id);
    await open(a.institution.id, a.student.token).expect(404);

    // The student sits the exam: the paper becomes theirs to revise from, without the guide.
    await t.database.db.insert(practiceSessions).values({
      institutionId: a.admin.institutionId,
      userId: a.student.student.id,
      levelId: level.id,
      paperId: a.institution.id,
      status: 'submitted',
      marksAllocated: 10,
    });
    expect(await listIds(a.student.token)).toContain(a.institution.id);
    const sat = await open(a.institution.id, a.student.token).expect(200);
    expect(JSON.stringify(sat.body)).not.toMatch(/modelAnswer|rubric|Model answer/);

    await t.database.db
      .update(levels)
      .set({ answerKeyRelease: 'now' })
      .where(eq(levels.id, level.id));
    const released = await open(a.institution.id, a.student.token).expect(200);
    const questions = (released.body as QuestionPaperResponse).data.questions;
    expect(questions[0]).toMatchObject({ modelAnswer: 'Model answer one' });
  });

  it('lets the admin publish and unpublish, refusing an unknown visibility with nothing changed', async () => {
    const a = await school();
    const publish = (visibility: unknown) =>
      t
        .as(a.admin.token)
        .patch(`/api/question-papers/${a.private.id}`)
        .send({ visibility } as UpdateQuestionPaperRequest);
    const bad = await publish('everyone').expect(400);
    expect(JSON.stringify(bad.body.message)).toContain(
      'visibility must be private, institution or public',
    );
    const [row] = await t.database.db
      .select({ visibility: questionPapers.visibility })
      .from(questionPapers)
      .where(eq(questionPapers.id, a.private.id));
    expect(row?.visibility).toBe('private');

    const published = await publish('institution').expect(200);
    expect((published.body as QuestionPaperWriteResponse).data.visibility).toBe('institution');
    expect(await listIds(a.student.token)).toContain(a.private.id);
    await publish('private').expect(200);
    expect(await listIds(a.student.token)).not.toContain(a.private.id);
    // A student cannot publish.
    await t
      .as(a.student.token)
      .patch(`/api/question-papers/${a.private.id}`)
      .send({ visibility: 'public' })
      .expect(403);
  });
});
