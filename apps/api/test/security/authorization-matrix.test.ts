import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@markwise/contract';
import type supertest from 'supertest';
import { ATTEMPT_TEST_ENV, recordEnqueued } from '../support/attempt-factories.js';
import { bearer } from '../support/auth-helpers.js';
import { reportFigure } from '../support/figures.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { hearRecording } from '../support/viva-recording.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';
import { ACCESS_REQUESTS, defaultParams, type Call, type CallContext } from './access-requests.js';
import {
  ACCESS_TABLE,
  CALLERS,
  rowKey,
  type AccessRow,
  type Caller,
  type Outcome,
} from './access-table.js';
import { expectTenantUntouched } from './tenant-integrity.js';
import {
  freshAccount,
  freshObjects,
  seedTenant,
  tenantSecrets,
  type Tenant,
} from './security-fixture.js';

type Cell = {
  row: AccessRow;
  caller: Caller;
  expected: Outcome;
  status: number;
  /** The response as text, kept for the other institution's 2xx answers. */
  text?: string;
};

const DENIALS = new Set<number>([401, 403, 404]);
const outcomeOf = (status: number): Outcome | 'error' =>
  status >= 500 ? 'error' : DENIALS.has(status) ? (status as Outcome) : 'allow';
/** A cell where the caller may use the route but not the object of institution A it names. */
const isObjectLevel = (cell: { row: AccessRow; expected: Outcome }) =>
  cell.expected === 404 && cell.row.kind === 'route' && !cell.row.path.startsWith('/api/docs');
const isOtherInstitution = (caller: Caller) => caller === 'otherStudent' || caller === 'otherAdmin';

/** Nest's catch-all that answers 404 for every unknown path (the `absent` rows go to it). */
const NOT_FOUND_HANDLER = '_ALL *path';

/** Method and path of every route the Express app serves. */
function appRoutes(t: TestApp): string[] {
  type Layer = {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
        : walk(layer.handle?.stack ?? []),
    );
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return walk(express.router.stack).filter((route) => route !== NOT_FOUND_HANDLER);
}

describe(`authorization matrix on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let speech: FakeOpenAiServer;
  let a: Tenant;
  let b: Tenant;
  let fresh: ReturnType<typeof freshObjects>;
  const cells: Cell[] = [];

  beforeAll(async () => {
    // A speech server for the viva's spoken answers (marking stays built in).
    speech = await startFakeOpenAiServer();
    hearRecording(speech);
    // One address per demo request (see access-requests.ts); workers would change sessions.
    t = await createTestApp({
      ...ATTEMPT_TEST_ENV,
      TRUST_PROXY_HOPS: '1',
      OPENAI_BASE_URL: speech.baseUrl,
      OPENAI_TRANSCRIPTION_MODEL: 'whisper-1',
    });
    recordEnqueued(t);
    a = await seedTenant(t, 'Institution A');
    b = await seedTenant(t, 'Institution B');
    fresh = freshObjects(t, a);
  });

  afterAll(async () => {
    // Refused cells let through: any answer but 401, 403 or 404 (a 400 too: it got past the check).
    const unexpectedAllows = cells.filter(
      (c) => c.expected !== 'allow' && outcomeOf(c.status) === 'allow',
    );
    const wrong = cells.filter((c) => outcomeOf(c.status) !== c.expected);
    reportFigure(
      `authorization matrix (${TEST_DATABASE_KIND})`,
      `${ACCESS_TABLE.length} rows, ${cells.length} cells tested ` +
        `(${cells.filter(isObjectLevel).length} object-level 404s), ` +
        `${wrong.length} unexpected outcomes, ${unexpectedAllows.length} unexpected allows, ` +
        `${cells.filter((c) => c.status >= 500).length} server errors`,
    );
    for (const c of wrong) {
      console.log(`  ${rowKey(c.row)} as ${c.caller}: ${c.status}, not ${c.expected}`);
    }
    await t?.close();
    await speech?.close();
  });

  const tokenOf = (caller: Caller): string | undefined =>
    ({
      anonymous: undefined,
      student: a.tokens.student,
      admin: a.tokens.admin,
      classmate: a.tokens.classmate,
      otherStudent: b.tokens.student,
      otherAdmin: b.tokens.admin,
    })[caller];

  async function send(row: AccessRow, call: Call, token: string | undefined) {
    const url = pathTo(row.path, { ...defaultParams(a), ...call.params });
    const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let request: supertest.Test = t.request()[method](url);
    if (call.query) request = request.query(call.query);
    if (token) request = request.set(bearer(token));
    for (const [name, value] of Object.entries(call.headers ?? {})) request.set(name, value);
    if (call.fields || call.files) {
      for (const [name, value] of Object.entries(call.fields ?? {}))
        request = request.field(name, value);
      for (const { field, bytes, ...file } of call.files ?? []) request.attach(field, bytes, file);
      return request;
    }
    return call.body === undefined ? request : request.send(call.body);
  }

  it('lists every route of the app, and no route the app does not have', () => {
    const served = new Set(appRoutes(t));
    const listed = new Set(ACCESS_TABLE.filter((r) => r.kind === 'route').map(rowKey));
    expect([...served].filter((route) => !listed.has(route)).sort()).toEqual([]);
    expect([...listed].filter((route) => !served.has(route)).sort()).toEqual([]);
    // Every request builder belongs to a row, so none is left behind when a route is renamed.
    const keys = new Set(ACCESS_TABLE.map(rowKey));
    expect(Object.keys(ACCESS_REQUESTS).filter((key) => !keys.has(key))).toEqual([]);
  });

  describe.each(ACCESS_TABLE.map((row) => [rowKey(row), row] as const))('%s', (_key, row) => {
    it.each(CALLERS.map((caller) => [caller, row.expected[caller]] as const))(
      'as %s: %s',
      async (caller, expected) => {
        const context: CallContext = { t, a, b, fresh, caller, allowed: expected === 'allow' };
        const call = (await ACCESS_REQUESTS[rowKey(row)]?.(context)) ?? {};
        const response = await send(row, call, call.token ?? tokenOf(caller));
        const cell: Cell = { row, caller, expected, status: response.status };
        if (isOtherInstitution(caller) && response.status < 300) {
          cell.text = response.text ?? JSON.stringify(response.body);
        }
        cells.push(cell);

        expect(outcomeOf(response.status), response.text).toBe(expected);
        // An allowed cell sends a valid request, so it must really succeed.
        if (expected === 'allow') expect(response.status, response.text).toBeLessThan(300);
      },
    );
  });

  it('changed nothing of institution A through the writes it refused', async () => {
    await expectTenantUntouched(t, a);
  });

  it("showed institution B no id or email of institution A's in any answer", async () => {
    const secrets = await tenantSecrets(t.database, a.institutionId);
    const answered = cells.filter((cell) => cell.text !== undefined);
    expect(answered.length).toBeGreaterThan(20);
    const leaks = answered.flatMap((cell) =>
      secrets
        .filter((secret) => cell.text!.includes(secret))
        .map((secret) => `${rowKey(cell.row)} as ${cell.caller}: ${secret}`),
    );
    expect(leaks).toEqual([]);
  });

  it("lets an admin manage students only: another admin's id is no student's", async () => {
    const otherAdmin = await freshAccount(t, a.institutionId, 'ADMIN');
    const id = otherAdmin.user.id;
    const as = (request: supertest.Test) => request.set(bearer(a.tokens.admin));
    const url = (route: string) => `/api${pathTo(route, { id })}`;
    await as(t.request().put(url(apiRoutes.students.item)))
      .send({ lastName: 'X' })
      .expect(404);
    await as(t.request().patch(url(apiRoutes.students.status)))
      .send({ isActive: false })
      .expect(404);
    await as(t.request().delete(url(apiRoutes.students.item))).expect(404);
    await as(t.request().post(`/api${apiRoutes.practiceSessions.findUserWithSessions}`))
      .send({ email: otherAdmin.user.email })
      .expect(404);
    // The other admin is untouched and still logged in.
    await t.as(otherAdmin.token).get(`/api${apiRoutes.auth.profile}`).expect(200);
  });

  it("lists nothing of institution A's to institution B, whatever the filters", async () => {
    const secrets = await tenantSecrets(t.database, a.institutionId);
    const api = (route: string) => `/api${route}`;
    const lists: [token: string, url: string, query: Record<string, string>][] = [
      [b.tokens.admin, api(apiRoutes.students.collection), {}],
      [b.tokens.admin, api(apiRoutes.students.collection), { search: a.student.email }],
      [b.tokens.admin, api(apiRoutes.students.collection), { search: 'Owner', limit: '100' }],
      [b.tokens.admin, api(apiRoutes.courses.adminList), {}],
      [b.tokens.admin, api(apiRoutes.questionPapers.collection), { limit: '100' }],
      [b.tokens.admin, api(apiRoutes.questionPapers.collection), { subjectId: a.subject.id }],
      [b.tokens.admin, api(apiRoutes.questionPapers.collection), { examId: a.course.id }],
      [b.tokens.admin, api(apiRoutes.questionPapers.collection), { search: a.paper.title }],
      [b.tokens.admin, api(apiRoutes.evaluation.queue), { status: 'failed' }],
      [b.tokens.admin, api(apiRoutes.evaluation.queue), { status: 'submitted' }],
      [b.tokens.admin, api(apiRoutes.evaluation.queue), { status: 'evaluating' }],
      [b.tokens.admin, api(apiRoutes.dashboard.stats), {}],
      [b.tokens.admin, api(apiRoutes.dashboard.performance), {}],
      [b.tokens.admin, api(apiRoutes.demoRequests.list), { limit: '100' }],
      [b.tokens.student, api(apiRoutes.attempts.levels), {}],
      [b.tokens.student, api(apiRoutes.questionPapers.collection), { limit: '100' }],
      [b.tokens.student, api(apiRoutes.questionPapers.collection), { subjectId: a.subject.id }],
    ];
    const texts: string[] = [];
    const leaks: string[] = [];
    for (const [token, url, query] of lists) {
      const response = await t.request().get(url).query(query).set(bearer(token));
      const request = `${url} ${JSON.stringify(query)}`;
      expect(response.status, request).toBeLessThan(500);
      texts.push(response.text);
      for (const secret of secrets.filter((s) => response.text.includes(s))) {
        leaks.push(`${request}: ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    // The lists are not empty: B's own objects are in them, so the scan is not vacuous.
    const all = texts.join('\n');
    for (const id of [b.student.id, b.course.id, b.paper.id, b.level.id]) {
      expect(all).toContain(id);
    }
  });
});
