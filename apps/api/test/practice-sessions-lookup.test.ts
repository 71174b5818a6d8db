import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  type FindUserWithSessionsRequest,
  type FindUserWithSessionsResponse,
} from '@markwise/contract';
import { tokenOf } from './support/auth-helpers.js';
import { createInstitution, createUser } from './support/factories.js';
import {
  createExamLevel,
  createSession,
  createStudent,
  DAY,
  utcDayStart,
} from './support/session-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';

const URL = `/api${apiRoutes.practiceSessions.findUserWithSessions}`;
const NOT_FOUND = {
  statusCode: 404,
  message: 'Failed to find user information',
  error: 'Not Found',
};

/** A unique phone number of 10 digits. */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe(`POST /api/practice-sessions/find-user-with-sessions on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const find = (token: string, body: FindUserWithSessionsRequest | Record<string, unknown>) =>
    t.as(token).post(URL).send(body);

  /** A student with a formatted phone, three attempts on two days, and a classmate. */
  async function studentWithSessions() {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, { institutionId: institution.id });
    const phone = uniquePhone();
    const student = await createStudent(t.database, {
      institutionId: institution.id,
      firstName: 'Ravi',
      mobile: `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`,
    });
    const classmate = await createStudent(t.database, { institutionId: institution.id });
    const twoDaysAgo = utcDayStart(2);
    const oldest = await createSession(t.database, {
      exam,
      userId: student.id,
      startTime: new Date(twoDaysAgo.getTime() + 3_600_000),
      marks: [4, 6],
      overallReport: '## Full marks',
    });
    const middle = await createSession(t.database, {
      exam,
      userId: student.id,
      startTime: new Date(twoDaysAgo.getTime() + DAY),
      status: 'submitted',
    });
    const newest = await createSession(t.database, {
      exam,
      userId: student.id,
      startTime: new Date(),
      status: 'in_progress',
      marks: [],
    });
    await createSession(t.database, { exam, userId: classmate.id, startTime: new Date() });
    return { institution, exam, student, phone, classmate, sessions: { oldest, middle, newest } };
  }

  it('finds the calling student by email, with their attempts newest first', async () => {
    const { exam, student, sessions } = await studentWithSessions();
    const response = await find(await tokenOf(t, student), {
      email: `  ${student.email.toUpperCase()} `,
    }).expect(200);
    const paper = {
      title: exam.paper.title,
      subject: exam.subject.title,
      qpCode: exam.paper.qpCode,
    };
    expect(response.body as FindUserWithSessionsResponse).toEqual({
      success: true,
      message: 'User information found successfully',
      data: {
        userId: student.id,
        email: student.email,
        mobile: student.mobile,
        firstName: 'Ravi',
        lastName: student.lastName,
        sessions: [
          {
            _id: sessions.newest.session.id,
            paper,
            start_time: sessions.newest.session.startTime.toISOString(),
            end_time: null,
            status: 'in_progress',
            overall_report: null,
          },
          {
            _id: sessions.middle.session.id,
            paper,
            start_time: sessions.middle.session.startTime.toISOString(),
            end_time: sessions.middle.session.endTime!.toISOString(),
            status: 'submitted',
            overall_report: null,
          },
          {
            _id: sessions.oldest.session.id,
            paper,
            start_time: sessions.oldest.session.startTime.toISOString(),
            end_time: sessions.oldest.session.endTime!.toISOString(),
            status: 'evaluated',
            overall_report: {
              marks_awarded: 10,
              marks_allocated: 10,
              isPass: true,
              overall_report: '## Full marks',
            },
          },
        ],
      },
    });
  });

  it('lists many attempts in as few statements as one', async () => {
    const { exam, student } = await studentWithSessions();
    const token = await tokenOf(t, student);
    const lookUp = () =>
      countQueries(t.database, () => find(token, { email: student.email }).expect(200));
    const before = await lookUp();
    for (let index = 0; index < 15; index++) {
      await createSession(t.database, { exam, userId: student.id, startTime: new Date() });
    }
    // The access guard's user lookup, the student, their attempts and, for a student, the
    // marking guides of those attempts (to withhold from the overall reports).
    expect(before).toBe(4);
    expect(await lookUp()).toBe(before);
  });

  it('matches a phone by its digits, whatever the formatting', async () => {
    const { student, phone } = await studentWithSessions();
    const token = await tokenOf(t, student);
    // Stored as '+91 xxxxx-xxxxx': a country code or trunk zero on one side only still matches.
    for (const mobile of [
      phone,
      `+91 (${phone.slice(0, 3)}) ${phone.slice(3)}`,
      `91${phone}`,
      `0${phone}`,
    ]) {
      const response = await find(token, { mobile }).expect(200);
      expect((response.body as FindUserWithSessionsResponse).data.userId).toBe(student.id);
    }
    await find(token, { mobile: `${phone.slice(0, 9)}${(Number(phone[9]) + 1) % 10}` }).expect(404);
    // Given both, both must match.
    await find(token, { email: student.email, mobile: '1234567890' }).expect(404);
  });

  it('lets a student find only themselves, answering as for an unknown user', async () => {
    const { student, classmate } = await studentWithSessions();
    const token = await tokenOf(t, student);
    expect((await find(token, { email: classmate.email }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await find(token, { email: 'nobody@example.test' }).expect(404)).body).toEqual(
      NOT_FOUND,
    );
    expect((await find(token, { mobile: '0000000000' }).expect(404)).body).toEqual(NOT_FOUND);
  });

  it("lets an admin find their institution's students only", async () => {
    const { institution, student, phone } = await studentWithSessions();
    const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
    const token = await tokenOf(t, admin);
    const byEmail = await find(token, { email: student.email }).expect(200);
    expect((byEmail.body as FindUserWithSessionsResponse).data.sessions).toHaveLength(3);
    const byPhone = await find(token, { mobile: phone }).expect(200);
    expect((byPhone.body as FindUserWithSessionsResponse).data.userId).toBe(student.id);
    // Admins are not students, and another institution's students are not found.
    expect((await find(token, { email: admin.email }).expect(404)).body).toEqual(NOT_FOUND);
    const elsewhere = await studentWithSessions();
    expect((await find(token, { email: elsewhere.student.email }).expect(404)).body).toEqual(
      NOT_FOUND,
    );
    expect((await find(token, { mobile: elsewhere.phone }).expect(404)).body).toEqual(NOT_FOUND);
  });

  it('refuses to guess between two students who share a phone', async () => {
    const { institution, phone } = await studentWithSessions();
    await createStudent(t.database, { institutionId: institution.id, mobile: phone });
    const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
    const response = await find(await tokenOf(t, admin), { mobile: phone }).expect(409);
    expect(response.body.message).toMatch(/search by email/);
  });

  it('validates as the form does: phone or email, 10-digit phone, simple email', async () => {
    const { student } = await studentWithSessions();
    const token = await tokenOf(t, student);
    const messages = async (body: Record<string, unknown>) =>
      JSON.stringify((await find(token, body).expect(400)).body.message);
    expect(await messages({})).toMatch(/Please provide either phone or email/);
    expect(await messages({ email: '  ', mobile: '' })).toMatch(
      /Please provide either phone or email/,
    );
    expect(await messages({ mobile: '+91 12-345' })).toMatch(
      /mobile: Please enter a valid phone number/,
    );
    expect(await messages({ email: 'asha@example' })).toMatch(
      /email: Please enter a valid email address/,
    );
    expect(await messages({ email: 'as ha@example.com' })).toMatch(/valid email address/);
    expect(await messages({ email: `${'a'.repeat(320)}@example.com` })).toMatch(/email/);
    expect(await messages({ mobile: 9876543210 })).toMatch(/mobile/);
    expect(await messages({ email: student.email, role: 'ADMIN' })).toMatch(/role/);
  });

  it('is documented from the contract', async () => {
    const doc = (await t.request().get('/api/docs-json').expect(200)).body;
    const operation = doc.paths['/api/practice-sessions/find-user-with-sessions'].post;
    expect(operation.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/FindUserWithSessionsRequest',
    });
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/FindUserWithSessionsResponse',
    });
  });

  it('needs a logged-in caller', async () => {
    const { student } = await studentWithSessions();
    await t.request().post(URL).send({ email: student.email }).expect(401);
  });
});
