import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config/config.schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

describe(`platform on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_NAME: 'Exam Hall' });
  });
  afterAll(() => t.close());

  /** A login whose body is sent as JSON as it is (a string is sent unparsed). */
  const postLogin = (body: string | object) =>
    t.request().post('/api/auth/login').set('Content-Type', 'application/json').send(body);

  it('reports liveness and database readiness', async () => {
    await t.request().get('/api/health').expect(200, { status: 'ok' });
    const ready = await t.request().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: TEST_DATABASE_KIND });
  });

  it('serves the configured product name', async () => {
    await t.request().get('/api/app-config').expect(200, { appName: 'Exam Hall' });
  });

  it('answers every failure in one JSON shape, with a request id', async () => {
    const missing = await t.request().get('/api/no-such-thing').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(missing.headers['x-request-id']).toBeTruthy();
    const malformed = await postLogin('{"email": ').expect(400);
    expect(malformed.body).toEqual(errorBody(400, 'Request body is not valid JSON'));
  });

  it('answers 400, not 500, to the NUL character, which PostgreSQL text cannot hold', async () => {
    // Login compares the email in SQL: the database refuses the value, not the validation.
    const response = await postLogin({ email: 'a\u0000b@example.test', password: 'x' }).expect(400);
    expect(response.body).toEqual(
      errorBody(400, 'A value contains a character that is not allowed'),
    );
  });

  it('keeps the request id a client sends', async () => {
    const response = await t
      .request()
      .get('/api/health')
      .set('X-Request-Id', 'trace-123')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('serves the OpenAPI document with the contract schemas', async () => {
    const response = await t.request().get('/api/docs-json').expect(200);
    const loginBody =
      response.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody).toEqual({ $ref: '#/components/schemas/LoginRequest' });
    expect(response.body.components.schemas.LoginRequest.required).toEqual(['email', 'password']);
    expect(response.body.paths['/api/user/password']).toBeDefined();
  });

  it('sets security headers', async () => {
    const response = await t.request().get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://school.example' });
  });
  afterAll(() => t.close());

  it('allows only the configured origins, with the client headers', async () => {
    const allowed = await t
      .request()
      .options('/api/auth/login')
      .set('Origin', 'https://school.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,request-platform,app-version');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://school.example');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/request-platform/);
    const other = await t.request().get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('lists every bad variable at once', () => {
    expect(() =>
      parseConfig({ PORT: 'abc', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'abc', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/JWT_SECRET: must be at least 32 characters/);
      expect(problems).toMatch(/DATABASE_URL/);
    }
  });

  it('has defaults for a one-command start', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_NAME: 'Markwise',
      SEED_DEMO_DATA: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });
});
