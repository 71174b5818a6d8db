import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@markwise/contract';
import pLimit from 'p-limit';
import type supertest from 'supertest';
import { ATTEMPT_TEST_ENV, recordEnqueued } from '../support/attempt-factories.js';
import { bearer } from '../support/auth-helpers.js';
import { reportFigure } from '../support/figures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';
import { ACCESS_REQUESTS, defaultParams, type Call, type CallContext } from './access-requests.js';
import { ACCESS_TABLE, rowKey, type Caller, type Method } from './access-table.js';
import { fuzzCases, type FuzzCase, type Operation } from './fuzz-cases.js';
import { FUZZ_SEED, HOSTILE_STRINGS, type FieldSchema } from './fuzz-values.js';
import { massAssignmentSuite } from './mass-assignment.js';
import { freshObjects, seedTenant, type Tenant } from './security-fixture.js';

/** What no answer may show: stack frames, SQL, driver messages, the server's file layout. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /(^|\n|\\n)\s*at \S.*(:\d+:\d+|<anonymous>)/],
  ['SQL', /\bSELECT\b|\bINSERT INTO\b|Failed query/],
  ['database relation', /relation/],
  ['node_modules path', /node_modules/],
  ['source path', /\/src\//],
];

type Document = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, FieldSchema> };
};
type OpenApiOperation = {
  parameters?: { name: string; in: string; schema: FieldSchema }[];
  requestBody?: { content: Record<string, { schema: FieldSchema }> };
};

/** The access table's key of an operation: its path in Express form. */
const keyOf = (operation: Operation) =>
  rowKey({ method: operation.method, path: operation.path.replace(/\{(\w+)\}/g, ':$1') });

function operationsOf(document: Document): Operation[] {
  const resolve = (schema: FieldSchema): FieldSchema => {
    if (schema.$ref) return document.components.schemas[schema.$ref.split('/').pop()!]!;
    return schema;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): Operation => {
      const parameters = (where: string) =>
        Object.fromEntries(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === where)
            .map((parameter) => [parameter.name, parameter.schema]),
        );
      const content = operation.requestBody?.content ?? {};
      const [type, media] = Object.entries(content)[0] ?? [];
      // Nest renders an optional body (`.optional()`) as allOf around the object's schema.
      const wrapped = media?.schema.allOf?.[0];
      return {
        method: method.toUpperCase() as Method,
        path,
        pathParams: parameters('path'),
        query: parameters('query'),
        body: media && {
          schema: resolve(wrapped ?? media.schema),
          multipart: type === 'multipart/form-data' && !content['application/json'],
          optional: wrapped !== undefined,
        },
      };
    }),
  );
}

describe(`input fuzzing on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let operations: Operation[];
  const tally = { inputs: 0, serverErrors: 0, refusedAsRequired: 0 };
  let address = 0;

  beforeAll(async () => {
    // X-Forwarded-For is trusted so that every fuzz request comes from its own address: the
    // login and demo-request limits would otherwise answer 429 before validation is reached.
    t = await createTestApp({ ...ATTEMPT_TEST_ENV, TRUST_PROXY_HOPS: '1' });
    recordEnqueued(t);
    a = await seedTenant(t, 'Institution A');
    b = await seedTenant(t, 'Institution B');
    const document = (await t.request().get('/api/docs-json').expect(200)).body as Document;
    operations = operationsOf(document);
  });

  afterAll(async () => {
    reportFigure(
      `input fuzzing (${TEST_DATABASE_KIND}, seed ${FUZZ_SEED})`,
      `${operations?.length} operations, ${tally.inputs} bad inputs tried, ` +
        `${tally.refusedAsRequired} of them required to be refused (4xx), ` +
        `${tally.serverErrors} answered 5xx`,
    );
    await t?.close();
  });

  /** The first of admin, student, anonymous that the access table lets call the operation. */
  function callerFor(operation: Operation): Caller {
    const row = ACCESS_TABLE.find((candidate) => rowKey(candidate) === keyOf(operation))!;
    return (['admin', 'student', 'anonymous'] as const).find((c) => row.expected[c] === 'allow')!;
  }

  async function send(operation: Operation, fuzz: FuzzCase, token: string | undefined) {
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let request: supertest.Test = t.request()[method](fuzz.url);
    request.set(
      'X-Forwarded-For',
      `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
    );
    if (token) request = request.set(bearer(token));
    const body = fuzz.body;
    if (body?.kind === 'json') return request.send(body.value as object);
    if (body?.kind === 'raw') return request.set('Content-Type', body.contentType).send(body.text);
    if (body?.kind === 'multipart') {
      for (const [name, value] of Object.entries(body.fields)) request = request.field(name, value);
      for (const { field, bytes, ...file } of body.files) request.attach(field, bytes, file);
    }
    return request;
  }

  function problemsOf(fuzz: FuzzCase, response: supertest.Response): string[] {
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`answered ${response.status}`);
    if (fuzz.mustRefuse && response.status < 400) problems.push(`accepted (${response.status})`);
    let text = response.text ?? '';
    for (const sent of [...fuzz.sent, ...HOSTILE_STRINGS].filter((s) => s.length > 3)) {
      text = text.split(sent).join('');
    }
    for (const [what, pattern] of LEAKS) if (pattern.test(text)) problems.push(`shows a ${what}`);
    const isJson = /json/.test(response.headers['content-type'] ?? '');
    // Node itself answers 431 to an over-long URL, before the app, with no body.
    if (response.status >= 400 && response.status !== 431) {
      if (!isJson || !ErrorResponse.safeParse(response.body).success) {
        problems.push(`error body is not the error shape: ${text.slice(0, 120)}`);
      }
    }
    return problems;
  }

  /** The JSON endpoints: every route of the access table but Swagger UI's. */
  const ENDPOINTS = ACCESS_TABLE.filter(
    (row) => row.kind === 'route' && !row.path.startsWith('/api/docs'),
  ).map(rowKey);

  it('fuzzes every operation of the OpenAPI document', () => {
    expect(operations.map(keyOf).sort()).toEqual([...ENDPOINTS].sort());
  });

  it.each(ENDPOINTS)(
    '%s: 4xx for bad input (not 5xx for hostile text), nothing leaked',
    async (key) => {
      const operation = operations.find((candidate) => keyOf(candidate) === key)!;
      const salt = ENDPOINTS.indexOf(key) * 1000;
      const caller = callerFor(operation);
      const context: CallContext = { t, a, b, fresh: freshObjects(t, a), caller, allowed: true };
      const build = ACCESS_REQUESTS[key];
      const template: Call = (await build?.(context)) ?? {};
      if (key === 'POST /api/auth/login') {
        // Failed logins lock the account they name: these name nobody's.
        template.body = { ...template.body, email: 'nobody@example.test' };
      }
      const base = { ...template, params: { ...defaultParams(a), ...template.params } };
      const limit = pLimit(4);
      const found: string[] = [];
      await Promise.all(
        fuzzCases(operation, base, salt).map((fuzz) =>
          limit(async () => {
            // A token the operation may spend (a password change) is new for each case that could
            // succeed; the ones that must be refused share the template's.
            const own =
              template.token && !fuzz.mustRefuse ? (await build!(context)).token : undefined;
            const token = own ?? template.token ?? tokenFor(caller);
            const response = await send(operation, fuzz, token);
            tally.inputs++;
            if (fuzz.mustRefuse) tally.refusedAsRequired++;
            if (response.status >= 500) tally.serverErrors++;
            for (const problem of problemsOf(fuzz, response))
              found.push(`${fuzz.label}: ${problem}`);
          }),
        ),
      );
      expect(found.join('\n')).toBe('');
      // No input may end the session of the account that sent it.
      for (const [role, token] of Object.entries(a.tokens)) {
        const response = await t.as(token).get('/api/auth/profile');
        expect(response.status, `${role} still logged in`).toBe(200);
      }
    },
    120_000,
  );

  it('polluted no prototype', () => {
    expect(tally.inputs).toBeGreaterThan(1000);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const tokenFor = (caller: Caller) =>
    caller === 'admin' ? a.tokens.admin : caller === 'student' ? a.tokens.student : undefined;

  describe('mass assignment', () => massAssignmentSuite(() => ({ t, a, b })));
});
