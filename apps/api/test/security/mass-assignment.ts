import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { apiRoutes as r, pathTo, type CreateStudentInput } from '@markwise/contract';
import { users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import type supertest from 'supertest';
import { bearer, login } from '../support/auth-helpers.js';
import { createUser, TEST_PASSWORD } from '../support/factories.js';
import { reportFigure } from '../support/figures.js';
import { paperRequest } from '../support/paper-factories.js';
import type { TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';
import type { Tenant } from './security-fixture.js';

type Context = { t: TestApp; a: Tenant; b: Tenant };
type Body = Record<string, unknown>;

/** Columns a caller must never set through a request body. */
const PROTECTED = (b: Tenant): Body => ({
  role: 'ADMIN',
  institutionId: b.institutionId,
  xp: 999_999,
  isActive: false,
  id: randomUUID(),
  passwordHash: 'x',
  tokenVersion: 999,
});

type Target = {
  name: string;
  /** A protected field that is the very thing the endpoint sets. */
  sets?: string;
  /** Sends the request with `extra` merged into its body; the user whose row must not change. */
  send(context: Context, extra: Body): Promise<{ response: supertest.Response; userId?: string }>;
};

const api = (route: string, params: Record<string, string> = {}) => `/api${pathTo(route, params)}`;

async function newStudent({ t, a }: Context) {
  const user = await createUser(t.database, { institutionId: a.institutionId });
  return { user, session: await login(t, user.email) };
}

const asAdmin = (context: Context, method: 'post' | 'put' | 'patch', url: string, body: Body) =>
  context.t.request()[method](url).set(bearer(context.a.tokens.admin)).send(body);

/** A new student of A sends `body` as JSON: their own row is the one that must not change. */
async function asNewStudent(context: Context, method: 'put' | 'patch', url: string, body: Body) {
  const { user, session } = await newStudent(context);
  return { response: await context.t.as(session.token)[method](url).send(body), userId: user.id };
}

/** A target an admin of A sends as JSON, about no user's row: `url` and `body` from A's rows. */
const adminSends = (
  name: string,
  method: 'post' | 'patch',
  url: (a: Tenant) => string,
  body: (a: Tenant) => Body,
): Target => ({
  name,
  send: async (context, extra) => ({
    response: await asAdmin(context, method, url(context.a), { ...body(context.a), ...extra }),
  }),
});

const TARGETS: Target[] = [
  {
    name: 'POST /students',
    send: async (context, extra) => {
      const body: CreateStudentInput = {
        firstName: 'Mass',
        lastName: 'Assign',
        email: `mass-${randomUUID()}@example.test`,
        class: 'Grade 10A',
        password: 'Start-Here-2024',
      };
      const response = await asAdmin(context, 'post', api(r.students.collection), {
        ...body,
        ...extra,
      });
      const [created] = await context.t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.email));
      return { response, userId: created?.id };
    },
  },
  {
    name: 'PUT /students/:id',
    send: async (context, extra) => {
      const { id } = context.a.spareStudent;
      const url = api(r.students.item, { id });
      return {
        response: await asAdmin(context, 'put', url, { lastName: 'M', ...extra }),
        userId: id,
      };
    },
  },
  {
    name: 'PATCH /students/:id/status',
    sets: 'isActive',
    send: async (context, extra) => {
      const { id } = context.a.spareStudent;
      const url = api(r.students.status, { id });
      return {
        response: await asAdmin(context, 'patch', url, { isActive: true, ...extra }),
        userId: id,
      };
    },
  },
  {
    name: 'PATCH /auth/profile (JSON)',
    send: (context, extra) =>
      asNewStudent(context, 'patch', api(r.auth.profile), { address: 'Mass', ...extra }),
  },
  {
    name: 'PATCH /auth/profile (multipart)',
    send: async (context, extra) => {
      const { user, session } = await newStudent(context);
      let request = context.t.as(session.token).patch(api(r.auth.profile));
      for (const [name, value] of Object.entries({ address: 'Mass', ...extra })) {
        request = request.field(name, String(value));
      }
      return { response: await request, userId: user.id };
    },
  },
  {
    name: 'PUT /user/preferences',
    send: (context, extra) =>
      asNewStudent(context, 'put', api(r.user.preferences), { theme: 'dark', ...extra }),
  },
  {
    name: 'PUT /user/password',
    send: (context, extra) =>
      asNewStudent(context, 'put', api(r.user.password), {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Another-Horse-43',
        ...extra,
      }),
  },
  {
    name: 'POST /auth/login',
    send: async ({ t, a }, extra) => {
      const user = await createUser(t.database, { institutionId: a.institutionId });
      const body = { email: user.email, password: TEST_PASSWORD, ...extra };
      return { response: await t.request().post(api(r.auth.login)).send(body), userId: user.id };
    },
  },
  {
    name: 'POST /auth/refresh',
    send: async (context, extra) => {
      const { user, session } = await newStudent(context);
      const body = { refreshToken: session.refreshToken, ...extra };
      const response = await context.t.request().post(api(r.auth.refresh)).send(body);
      return { response, userId: user.id };
    },
  },
  {
    name: 'POST /demo-request',
    send: async ({ t }, extra) => ({
      response: await t
        .request()
        .post(api(r.demoRequests.create))
        .set('X-Forwarded-For', `192.0.2.${Math.floor(Math.random() * 250) + 1}`)
        .send({
          firstName: 'Mass',
          lastName: 'Assign',
          email: 'mass@example.test',
          institutionName: 'School',
          ...extra,
        }),
    }),
  },
  adminSends(
    'POST /exams',
    'post',
    () => api(r.courses.collection),
    () => ({ title: 'M' }),
  ),
  adminSends(
    'PATCH /exams/:examId',
    'patch',
    (a) => api(r.courses.item, { examId: a.course.id }),
    () => ({ board: 'M' }),
  ),
  adminSends(
    'POST /subjects',
    'post',
    () => api(r.subjects.collection),
    (a) => ({ examId: a.course.id, title: 'M' }),
  ),
  adminSends(
    'POST /journey-masters/:journeyId/levels',
    'post',
    (a) => api(r.journeys.levels, { journeyId: a.journey.id }),
    () => ({ title: 'M', type: 'topic' }),
  ),
  adminSends(
    'POST /question-papers',
    'post',
    () => api(r.questionPapers.collection),
    () => paperRequest(),
  ),
  {
    name: 'POST /attempts',
    send: async ({ t, a }, extra) => ({
      response: await t
        .as(a.tokens.student)
        .post(api(r.attempts.collection))
        .send({ levelId: a.level.id, ...extra }),
      userId: a.student.id,
    }),
  },
];

/** What only an admin may change in a student's row (PUT /students/:id). */
const ADMIN_MANAGED: Body = { school: 'Mass School', student_class: 'Grade 12Z', rollNo: 'R-999' };

async function adminManagedColumns(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return { school: row?.school, studentClass: row?.studentClass, rollNo: row?.rollNo };
}

/** What a request body must not change in a user's row. */
async function protectedColumns(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const { role, institutionId, xp, isActive, id, passwordHash, tokenVersion } = row;
  return { role, institutionId, xp, isActive, id, passwordHash, tokenVersion };
}

/**
 * Every target with every protected field: refused (400), or accepted with the field ignored
 * (the user's row keeps its values; a password change may only change the hash and bump the
 * version by one).
 */
export function massAssignmentSuite(context: () => Context) {
  const tally = { attempts: 0, refused: 0, ignored: 0 };
  afterAll(() => {
    reportFigure(
      `mass assignment (${TEST_DATABASE_KIND})`,
      `${tally.attempts} attempts, ${tally.refused} refused (400/403), ` +
        `${tally.ignored} accepted with the field ignored and no effect`,
    );
  });

  it.each(['json', 'multipart'] as const)(
    'PATCH /auth/profile (%s): a student cannot set school, student_class or rollNo',
    async (kind) => {
      const ctx = context();
      for (const [field, value] of Object.entries(ADMIN_MANAGED)) {
        const { user, session } = await newStudent(ctx);
        const before = await adminManagedColumns(ctx.t, user.id);
        let request = ctx.t.as(session.token).patch(api(r.auth.profile));
        request =
          kind === 'json'
            ? request.send({ firstName: 'Mass', [field]: value })
            : request.field('firstName', 'Mass').field(field, String(value));
        const response = await request;
        tally.attempts++;
        const what = `PATCH /auth/profile (${kind}) with ${field}: ${response.status} ${response.text}`;
        // 403 names the field a student may not change; 400 a field the profile does not have.
        expect([400, 403], what).toContain(response.status);
        if (response.status === 403) expect(response.text, what).toContain(field);
        tally.refused++;
        expect(await adminManagedColumns(ctx.t, user.id), what).toEqual(before);
      }
    },
  );

  it.each(TARGETS.map((target) => [target.name, target] as const))(
    '%s refuses or ignores role, institutionId, xp, isActive, id, passwordHash and tokenVersion',
    async (_name, target) => {
      const ctx = context();
      const fields = Object.entries(PROTECTED(ctx.b)).filter(([field]) => field !== target.sets);
      for (const [field, value] of fields) {
        const before = target.name.startsWith('PUT /students')
          ? await protectedColumns(ctx.t, ctx.a.spareStudent.id)
          : undefined;
        const { response, userId } = await target.send(ctx, { [field]: value });
        tally.attempts++;
        const what = `${target.name} with ${field}: ${response.status} ${response.text}`;
        if (response.status === 400) {
          tally.refused++;
          if (target.name === 'POST /students') expect(userId, what).toBeUndefined();
          continue;
        }
        // Accepted: only where the stored row can show that the field had no effect.
        expect(response.status, what).toBeLessThan(300);
        if (!userId) throw new Error(`${what}: accepted, and nothing to check it against`);
        tally.ignored++;
        const after = await protectedColumns(ctx.t, userId);
        expect(after?.[field as keyof typeof after], what).not.toEqual(value);
        expect(after?.role, what).toBe(target.name === 'POST /students' ? 'STUDENT' : after?.role);
        expect(after?.institutionId, what).toBe(ctx.a.institutionId);
        if (before) expect(after, what).toEqual(before);
      }
    },
  );
}
