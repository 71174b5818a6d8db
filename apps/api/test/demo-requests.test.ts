import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEMO_REQUEST_LIMITS,
  DEMO_REQUEST_SUCCESS_MESSAGE,
  type CreateDemoRequestInput,
  type DemoRequestListResponse,
  type ErrorResponse,
} from '@markwise/contract';
import { demoRequests, type Database } from '@markwise/db';
import { count, eq } from 'drizzle-orm';
import { login, bearer, tokenOf } from './support/auth-helpers.js';
import { createInstitution, createUser } from './support/factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

/** A valid form with a unique email, so each test finds its own row. */
function demoRequestForm(overrides: Partial<CreateDemoRequestInput> = {}): CreateDemoRequestInput {
  return {
    firstName: 'Anita',
    lastName: 'Rao',
    email: `anita-${randomUUID()}@greenvalley.example`,
    institutionName: 'Green Valley High School',
    message: 'We would like to try handwritten answer evaluation.',
    ...overrides,
  };
}

async function storedRequests(database: Database, email: string) {
  return database.db.select().from(demoRequests).where(eq(demoRequests.email, email));
}

/** Messages of a 400, checked to be the one error shape with an array the client can join. */
function validationMessages(body: unknown): string[] {
  const error = body as ErrorResponse;
  expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(Array.isArray(error.message)).toBe(true);
  return error.message as string[];
}

// Every test here posts from the one socket address, and the limit counts accepted requests only:
// keep this file to at most DEMO_REQUEST_LIMIT.points successful posts (the limit has its own file).
describe(`demo requests on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const submit = (body: unknown) =>
    t
      .request()
      .post('/api/demo-request')
      .send(body as object);

  describe('POST /api/demo-request', () => {
    it('stores the trimmed request and thanks the visitor, without a token', async () => {
      const form = demoRequestForm({
        firstName: '  Anita ',
        lastName: ' Rao',
        institutionName: ' Green Valley High School ',
        message: '  Grade 10 board exams.  ',
      });
      const response = await submit(form).expect(201);
      expect(response.body).toEqual({ success: true, message: DEMO_REQUEST_SUCCESS_MESSAGE });

      const rows = await storedRequests(t.database, form.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: 'Anita',
        lastName: 'Rao',
        email: form.email,
        institutionName: 'Green Valley High School',
        message: 'Grade 10 board exams.',
      });
    });

    it('accepts a request without a message, and a blank message as none', async () => {
      const { message: _message, ...withoutMessage } = demoRequestForm();
      await submit(withoutMessage).expect(201);
      const blank = demoRequestForm({ message: '   ' });
      await submit(blank).expect(201);

      expect((await storedRequests(t.database, withoutMessage.email))[0]?.message).toBeNull();
      expect((await storedRequests(t.database, blank.email))[0]?.message).toBeNull();
    });

    it('names every missing required field at once', async () => {
      const response = await submit({}).expect(400);
      expect(validationMessages(response.body)).toEqual([
        'firstName: First name is required',
        'lastName: Last name is required',
        'email: Email is required',
        'institutionName: Institution name is required',
      ]);
    });

    it.each([
      ['a blank firstName', { firstName: '   ' }, 'firstName: First name is required'],
      ['a numeric lastName', { lastName: 42 }, 'lastName: Last name must be text'],
      [
        'an email without an at-sign',
        { email: 'anita at school' },
        'email: Please enter a valid email address',
      ],
      [
        'an email without a dot in the domain',
        { email: 'anita@localhost' },
        'email: Please enter a valid email address',
      ],
      [
        'a too long email',
        { email: `${'a'.repeat(DEMO_REQUEST_LIMITS.email)}@school.example` },
        `email: Email must be at most ${DEMO_REQUEST_LIMITS.email} characters`,
      ],
      [
        'a too long firstName',
        { firstName: 'A'.repeat(DEMO_REQUEST_LIMITS.name + 1) },
        `firstName: First name must be at most ${DEMO_REQUEST_LIMITS.name} characters`,
      ],
      [
        'a too long institutionName',
        { institutionName: 'S'.repeat(DEMO_REQUEST_LIMITS.institutionName + 1) },
        `institutionName: Institution name must be at most ${DEMO_REQUEST_LIMITS.institutionName} characters`,
      ],
      [
        'a too long message',
        { message: 'm'.repeat(DEMO_REQUEST_LIMITS.message + 1) },
        `message: Message must be at most ${DEMO_REQUEST_LIMITS.message} characters`,
      ],
      ['an object message', { message: { text: 'hi' } }, 'message: Message must be text'],
      ['an unknown field', { institutionId: randomUUID() }, 'Unrecognized key: "institutionId"'],
    ])('rejects %s, naming the field, and stores nothing', async (_field, override, expected) => {
      const form = { ...demoRequestForm(), ...override };
      const response = await submit(form).expect(400);
      expect(validationMessages(response.body)).toEqual([expected]);
      expect(await storedRequests(t.database, String(form.email))).toHaveLength(0);
    });

    it('accepts every field at its maximum length', async () => {
      const domain = '@school.example';
      const form = demoRequestForm({
        firstName: 'F'.repeat(DEMO_REQUEST_LIMITS.name),
        lastName: 'L'.repeat(DEMO_REQUEST_LIMITS.name),
        email: `${randomUUID()}${'e'.repeat(DEMO_REQUEST_LIMITS.email - 36 - domain.length)}${domain}`,
        institutionName: 'S'.repeat(DEMO_REQUEST_LIMITS.institutionName),
        message: 'm'.repeat(DEMO_REQUEST_LIMITS.message),
      });
      await submit(form).expect(201);
      const [row] = await storedRequests(t.database, form.email);
      expect(row?.message).toHaveLength(DEMO_REQUEST_LIMITS.message);
    });

    it('answers a body that is not JSON with the one error shape', async () => {
      const response = await t
        .request()
        .post('/api/demo-request')
        .set('Content-Type', 'application/json')
        .send('{"firstName": ')
        .expect(400);
      expect(response.body).toEqual(errorBody(400, 'Request body is not valid JSON'));
    });
  });

  describe('GET /api/demo-requests', () => {
    const list = (query = '', token?: string) => {
      const request = t.request().get(`/api/demo-requests${query}`);
      return token ? request.set(bearer(token)) : request;
    };

    /** Three requests dated after everything else in the table, oldest first. */
    async function insertNewest() {
      const base = Date.now() + 24 * 60 * 60 * 1000;
      const rows = [0, 1, 2].map((index) => ({
        firstName: `First-${index}`,
        lastName: `Last-${randomUUID()}`,
        email: `prospect-${randomUUID()}@school.example`,
        institutionName: `School ${index}`,
        message: index === 0 ? null : `Message ${index}`,
        createdAt: new Date(base + index * 1000),
      }));
      return t.database.db.insert(demoRequests).values(rows).returning();
    }

    async function adminToken(isOperator = true) {
      const institution = await createInstitution(t.database);
      const admin = await createUser(t.database, {
        institutionId: institution.id,
        role: 'ADMIN',
        isOperator,
      });
      return await tokenOf(t, admin);
    }

    it("refuses an institution's admin who does not run the deployment", async () => {
      const response = await list('', await adminToken(false)).expect(403);
      expect(response.body).toMatchObject({
        statusCode: 403,
        message: 'Only the operator of this deployment can read demo requests',
      });
      expect(response.body).not.toHaveProperty('data');
    });

    it('needs a token', async () => {
      const response = await list().expect(401);
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('refuses students', async () => {
      const institution = await createInstitution(t.database);
      const student = await createUser(t.database, { institutionId: institution.id });
      const { token } = await login(t, student.email);
      const response = await list('', token).expect(403);
      expect(response.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });

    it('lists newest first with exact fields and pagination', async () => {
      const inserted = await insertNewest();
      const [totals] = await t.database.db.select({ total: count() }).from(demoRequests);
      const total = Number(totals?.total);

      const response = await list('?page=1&limit=2', await adminToken()).expect(200);
      const body = response.body as DemoRequestListResponse;
      const [oldest, middle, newest] = inserted;
      expect(body.data).toEqual([
        {
          _id: newest!.id,
          firstName: newest!.firstName,
          lastName: newest!.lastName,
          email: newest!.email,
          institutionName: newest!.institutionName,
          message: newest!.message,
          createdAt: newest!.createdAt.toISOString(),
        },
        expect.objectContaining({ _id: middle!.id }),
      ]);
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: Math.ceil(total / 2),
        totalItems: total,
        limit: 2,
      });

      const second = (await list('?page=2&limit=2', await adminToken()).expect(200))
        .body as DemoRequestListResponse;
      expect(second.data[0]).toMatchObject({ _id: oldest!.id, message: null });
    });

    it('defaults to page 1 of 10', async () => {
      const body = (await list('', await adminToken()).expect(200)).body as DemoRequestListResponse;
      expect(body.pagination).toMatchObject({ currentPage: 1, limit: 10 });
      expect(body.data.length).toBeLessThanOrEqual(10);
    });

    it('shows the same requests to every operator, whatever their institution', async () => {
      const [first] = await insertNewest().then((rows) => rows.slice(-1));
      const mine = (await list('?limit=1', await adminToken()).expect(200))
        .body as DemoRequestListResponse;
      const theirs = (await list('?limit=1', await adminToken()).expect(200))
        .body as DemoRequestListResponse;
      expect(mine.data[0]?._id).toBe(first!.id);
      expect(theirs.data).toEqual(mine.data);
    });

    it.each([
      ['?page=0', 'page: page must be at least 1'],
      ['?limit=101', 'limit: limit must be at most 100'],
      ['?limit=ten', 'limit: limit must be a number'],
      ['?page=1.5', 'page: page must be a whole number'],
    ])('rejects %s, naming the parameter', async (query, expected) => {
      const response = await list(query, await adminToken()).expect(400);
      expect(validationMessages(response.body)).toEqual([expected]);
    });

    it('rejects an unknown query parameter', async () => {
      const response = await list('?sort=oldest', await adminToken()).expect(400);
      expect(validationMessages(response.body)).toEqual(['Unrecognized key: "sort"']);
    });
  });
});
