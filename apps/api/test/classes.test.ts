import { describe, expect, it } from 'vitest';
import type {
  ClassesResponse,
  ClassRequest,
  ClassResponse,
  StudentResponse,
} from '@markwise/contract';
import { createClass } from './support/factories.js';
import {
  adminOfNewInstitution,
  createStudent,
  loggedInStudent,
  studentRequest,
} from './support/people-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`classes on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const list = async (token: string) =>
    ((await t.as(token).get('/api/classes').expect(200)).body as ClassesResponse).data;
  const post = (token: string, body: ClassRequest | object) =>
    t.as(token).post('/api/classes').send(body);
  const put = (token: string, id: string, body: ClassRequest | object) =>
    t.as(token).put(`/api/classes/${id}`).send(body);
  const del = (token: string, id: string) => t.as(token).delete(`/api/classes/${id}`);

  it('lists the institution’s classes by name with their students, not another’s', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const other = await adminOfNewInstitution(t);
    await createClass(t.database, { institutionId: other.institutionId, name: 'Elsewhere 1' });
    await createStudent(t.database, { institutionId, studentClass: 'Grade 10B' });
    await createStudent(t.database, { institutionId, studentClass: 'Grade 10B' });
    await createStudent(t.database, {
      institutionId: other.institutionId,
      studentClass: 'Grade 10B',
    });

    const classes = await list(token);

    expect(classes.map((row) => [row.name, row.studentCount])).toEqual([
      ['Grade 10A', 0],
      ['Grade 10B', 2],
      ['Grade 11A', 0],
    ]);
    expect(classes[0]).toEqual({ id: expect.any(String), name: 'Grade 10A', studentCount: 0 });
  });

  it('creates a class, trimmed, and refuses a name the institution has in any case (409)', async () => {
    const { token } = await adminOfNewInstitution(t);
    const other = await adminOfNewInstitution(t);

    const created = (await post(token, { name: '  Grade 12C ' }).expect(201)).body as ClassResponse;

    expect(created).toEqual({
      message: 'Class created successfully!',
      data: { id: expect.any(String), name: 'Grade 12C', studentCount: 0 },
    });
    const taken = await post(token, { name: 'grade 12c' }).expect(409);
    expect(taken.body.message).toBe('name is already used by another class');
    // Names are unique per institution only.
    await post(other.token, { name: 'Grade 12C' }).expect(201);
  });

  it('refuses a blank, missing or too long name, naming the field (400)', async () => {
    const { token } = await adminOfNewInstitution(t);
    for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(51) }, { name: 'A', extra: 1 }]) {
      const response = await post(token, body).expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(/name|extra/);
    }
  });

  it('renames a class and its students with it', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const schoolClass = await createClass(t.database, { institutionId, name: 'Year 7' });
    const student = await createStudent(t.database, { institutionId, studentClass: 'Year 7' });

    const renamed = (await put(token, schoolClass.id, { name: 'Year 7 Blue' }).expect(200))
      .body as ClassResponse;

    expect(renamed.data).toEqual({ id: schoolClass.id, name: 'Year 7 Blue', studentCount: 1 });
    const detail = await t.as(token).get(`/api/students/${student.id}`);
    expect(detail.body.data.class).toBe('Year 7 Blue');
    await put(token, schoolClass.id, { name: 'grade 10a' }).expect(409);
    // Changing only the case of its own name is a rename, not a clash.
    await put(token, schoolClass.id, { name: 'YEAR 7 BLUE' }).expect(200);
  });

  it('deletes an empty class, and refuses one with students (409) saying why', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const empty = await createClass(t.database, { institutionId });
    const full = await createClass(t.database, { institutionId, name: 'Full class' });
    await createStudent(t.database, { institutionId, studentClass: 'Full class' });

    await del(token, empty.id).expect(204);
    const refused = await del(token, full.id).expect(409);

    expect(refused.body.message).toBe(
      'This class has students: move them to another class before deleting it',
    );
    expect((await list(token)).map((row) => row.name)).toContain('Full class');
    await del(token, empty.id).expect(404);
  });

  it('answers 404 to an admin of another institution, and changes nothing', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const other = await adminOfNewInstitution(t);
    const schoolClass = await createClass(t.database, { institutionId, name: 'Mine' });

    await put(other.token, schoolClass.id, { name: 'Theirs' }).expect(404);
    await del(other.token, schoolClass.id).expect(404);

    expect((await list(token)).map((row) => row.name)).toContain('Mine');
    expect((await list(other.token)).map((row) => row.name)).not.toContain('Mine');
  });

  it('refuses students (403) and callers without a token (401)', async () => {
    const { institutionId } = await adminOfNewInstitution(t);
    const { token: studentToken } = await loggedInStudent(t, institutionId);
    await t.as(studentToken).get('/api/classes').expect(403);
    await post(studentToken, { name: 'Sneaky' }).expect(403);
    await t.request().get('/api/classes').expect(401);
  });

  describe("a student's class", () => {
    it('must be one of the institution’s classes, stored as the class spells it', async () => {
      const { token } = await adminOfNewInstitution(t);
      const other = await adminOfNewInstitution(t);
      await createClass(t.database, { institutionId: other.institutionId, name: 'Only There' });

      const created = (
        await t
          .as(token)
          .post('/api/students')
          .send(studentRequest({ class: 'grade 11a' }))
          .expect(201)
      ).body as StudentResponse;
      expect(created.data.class).toBe('Grade 11A');

      for (const name of ['Grade 99Z', 'Only There']) {
        const refused = await t
          .as(token)
          .post('/api/students')
          .send(studentRequest({ class: name }))
          .expect(400);
        expect(refused.body.message).toBe("class must be one of your institution's classes");
      }
      const edit = await t
        .as(token)
        .put(`/api/students/${created.data.id}`)
        .send({ class: 'Grade 99Z' })
        .expect(400);
      expect(edit.body.message).toBe("class must be one of your institution's classes");
      await t
        .as(token)
        .put(`/api/students/${created.data.id}`)
        .send({ class: 'Grade 10B' })
        .expect(200);
    });
  });
});
