import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@markwise/contract';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/*
 * The served OpenAPI document against the operations API clients depend on, row by row: the
 * original client's calls, kept path for path with their query parameters (the wire keeps older
 * names; see the Glossary in ARCHITECTURE.md). Those paths were relative to the API root, so
 * `/auth/login` is served at /api/auth/login and `/api/user/password` at /api/user/password.
 * Path parameters are in OpenAPI form.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PublishedOperation = { method: Method; path: string; query: string[] };

/** Written as `method path?query&names`, the way the sets below and the failures name them. */
const PUBLISHED_OPERATIONS: PublishedOperation[] = [
  'post /api/auth/login',
  'post /api/auth/refresh',
  'get /api/auth/profile',
  'patch /api/auth/profile',
  'put /api/user/password',
  'put /api/user/preferences',
  'get /api/dashboard/stats',
  'get /api/dashboard/performance',
  'get /api/exams/admin-exams',
  'get /api/subjects?examId',
  'get /api/journey-masters?subjectId',
  'get /api/user-journeys/level/{levelId}/users?page&limit&exam_date',
  'get /api/practice-sessions/session/{sessionId}/detailed-report',
  'get /api/students?class',
  'post /api/students',
  'put /api/students/{id}',
  'delete /api/students/{id}',
  'patch /api/students/{id}/status',
  'get /api/question-papers?subjectId&examId&year',
  'get /api/question-papers/{id}',
  'post /api/question-papers',
  'patch /api/question-papers/{id}',
  'delete /api/question-papers/{id}',
  'post /api/practice-sessions/find-user-with-sessions',
  'post /api/demo-request',
].map((row) => {
  const [method, target] = row.split(' ') as [Method, string];
  const [path, query] = target.split('?') as [string, string | undefined];
  return { method, path, query: query ? query.split('&') : [] };
});

/**
 * The operations anyone may call without a token; every other one needs a bearer token. The
 * report lookup is deliberately not here (a student finds only themselves, an admin only their
 * institution's students), nor the question-paper list: papers belong to an institution, which
 * an anonymous caller has none of.
 */
const PUBLIC_OPERATIONS = new Set([
  'get /api/health',
  'get /api/health/ready',
  'get /api/app-config',
  'post /api/auth/login',
  'post /api/auth/refresh',
  'post /api/auth/logout',
  'post /api/demo-request',
]);
/** Served to visitors as the public, and to a caller with a token as themselves. */
const OPTIONAL_AUTH_OPERATIONS = new Set([
  'get /api/question-papers',
  'get /api/question-papers/{id}',
]);

type Schema = Record<string, unknown> & { $ref?: string; items?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: { name?: string; in: string }[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
  security?: Record<string, string[]>[];
};
type Document = {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
  security?: Record<string, string[]>[];
};

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
const BEARER_SCHEME = 'bearer';

describe(`OpenAPI document on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.request().get('/api/docs-json').expect(200)).body as Document;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        key: `${method} ${path}`,
        method,
        path,
        operation: item[method]!,
      })),
    );
  const operationOf = (method: Method, path: string) => document.paths[path]?.[method];

  it('serves every published operation', () => {
    const missing = PUBLISHED_OPERATIONS.filter(
      ({ method, path }) => !operationOf(method, path),
    ).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('declares the path and query parameters the published operations take', () => {
    const problems = PUBLISHED_OPERATIONS.flatMap(({ method, path, query }) => {
      const operation = operationOf(method, path);
      if (!operation) return [`${method} ${path}: not served`];
      const declared = (where: string) =>
        (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      return [
        ...pathNames
          .filter((name) => !declared('path').includes(name))
          .map((name) => `path ${name}`),
        ...query.filter((name) => !declared('query').includes(name)).map((name) => `query ${name}`),
      ].map((parameter) => `${method} ${path}: ${parameter} not declared`);
    });
    expect(problems).toEqual([]);
  });

  it('names every parameter it declares', () => {
    // A query schema given `.meta({ id })` is documented as one nameless parameter with an empty
    // schema instead of one parameter per field.
    const nameless = operations()
      .filter(({ operation }) => (operation.parameters ?? []).some((parameter) => !parameter.name))
      .map(({ key }) => key);
    expect(nameless).toEqual([]);
  });

  it("takes every published path from the contract's route table", () => {
    const routes = new Set(routePaths(apiRoutes).map(toOpenApiPath));
    const outside = PUBLISHED_OPERATIONS.map(({ path }) => path).filter(
      (path) => !routes.has(path),
    );
    expect(outside).toEqual([]);
  });

  it("serves every path of the contract's route table", () => {
    const undocumented = routePaths(apiRoutes)
      .map(toOpenApiPath)
      .filter((path) => !document.paths[path]);
    expect(undocumented).toEqual([]);
  });

  it('documents the success response of every operation with a schema', () => {
    const undocumented = operations()
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        // 204 No Content has no body to describe; every other success must say what it returns.
        return !success.some(([status, response]) => status === '204' || hasSchema(response));
      })
      .map(({ key }) => key);
    expect(undocumented).toEqual([]);
  });

  it('requires a bearer token on every operation but the public ones, and says so', () => {
    const wrong = operations()
      .filter(({ key, operation }) => {
        const security = operation.security ?? document.security ?? [];
        // `[]` or an empty requirement `{}` both mean anonymous access in OpenAPI.
        const anonymous =
          security.length === 0 || security.some((r) => Object.keys(r).length === 0);
        const bearer = security.some((r) => BEARER_SCHEME in r);
        if (OPTIONAL_AUTH_OPERATIONS.has(key)) return !anonymous || !bearer;
        return PUBLIC_OPERATIONS.has(key) ? !anonymous : !bearer || anonymous;
      })
      .map(({ key }) => `${key} (${PUBLIC_OPERATIONS.has(key) ? 'public' : 'needs bearer'})`);
    expect(wrong).toEqual([]);
  });

  it('enforces what it documents: without a token only the public operations answer', async () => {
    const wrong: string[] = [];
    for (const { key, method, path } of operations()) {
      // Any id will do: the guard answers before the route reads it. Public POSTs get an empty
      // body, which they reject (or, for logout, ignore) without side effects.
      const url = path.replace(/\{\w+\}/g, () => randomUUID());
      const request = t.request()[method](url);
      const response = await (method === 'get' ? request : request.send({}));
      const isPublic = response.status !== 401;
      const open = PUBLIC_OPERATIONS.has(key) || OPTIONAL_AUTH_OPERATIONS.has(key);
      if (isPublic !== open) wrong.push(`${key} answered ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every request body and response schema an example', () => {
    const components = document.components?.schemas ?? {};
    // One line per faulty schema (a component is named once, with the first body that uses it).
    const problems = new Map<string, string>();
    for (const { key, operation } of operations()) {
      const bodies = [
        ['request body', operation.requestBody?.content] as const,
        ...Object.entries(operation.responses ?? {}).map(
          ([status, response]) => [`response ${status}`, response.content] as const,
        ),
      ];
      for (const [where, content] of bodies) {
        for (const { schema } of Object.values(content ?? {})) {
          const problem = schema && exampleProblem(schema, components);
          if (problem && !problems.has(problem.subject)) {
            problems.set(problem.subject, `${problem.subject}: ${problem.text} (${key} ${where})`);
          }
        }
      }
    }
    expect([...problems.values()]).toEqual([]);
  });
});

function hasSchema(response: { content?: Content }): boolean {
  return Object.values(response.content ?? {}).some(({ schema }) => schema !== undefined);
}

/**
 * What is wrong with a body's schema, if anything: a named component (or, for a list, its items'
 * component) must carry an example; so must an inline schema. zod's `.meta({ examples })` arrives
 * as `example` in this OpenAPI 3.0 document (Nest's converter keeps the first).
 */
function exampleProblem(
  schema: Schema,
  components: Record<string, Schema>,
): { subject: string; text: string } | undefined {
  const target = schema.$ref === undefined && schema.items ? schema.items : schema;
  if (target.$ref === undefined) {
    return hasExample(target)
      ? undefined
      : { subject: `inline ${JSON.stringify(target).slice(0, 60)}`, text: 'no example' };
  }
  const name = target.$ref.replace('#/components/schemas/', '');
  const component = components[name];
  if (!component) return { subject: name, text: 'not a component' };
  return hasExample(component) ? undefined : { subject: name, text: 'no example' };
}

const hasExample = (schema: Schema) =>
  schema.example !== undefined || (Array.isArray(schema.examples) && schema.examples.length > 0);

/** Every path string in the route table, however deeply nested. */
function routePaths(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : routePaths(value as object),
  );
}

const toOpenApiPath = (route: string) => `/api${route.replace(/:(\w+)/g, '{$1}')}`;
