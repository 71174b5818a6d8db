import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreateDemoRequestInput } from '@markwise/contract';
import { demoRequests } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { DEMO_REQUEST_LIMIT } from '../src/modules/demo-requests/demo-request-throttle.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

const form = (): CreateDemoRequestInput => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: `ravi-${randomUUID()}@school.example`,
  institutionName: 'Lakeside Academy',
});

/** A fresh address per test, so the tests share an app without sharing a count. */
let nextHost = 1;
const newIp = () => `203.0.113.${nextHost++}`;

/** A demo request that says it comes from `ip` (X-Forwarded-For). */
const demoRequestFrom = (t: TestApp, ip: string, body: unknown = form()) =>
  t
    .request()
    .post('/api/demo-request')
    .set('X-Forwarded-For', ip)
    .send(body as object);

/*
 * Behind one trusted proxy (TRUST_PROXY_HOPS=1) Express takes the client address from
 * X-Forwarded-For, which is how these tests speak from several addresses: supertest always
 * connects from 127.0.0.1, and with the default of 0 hops the header is ignored (last test).
 */
describe(`demo request rate limit on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createTestApp({ TRUST_PROXY_HOPS: '1' }));

  const submitFrom = (ip: string, body?: unknown) => demoRequestFrom(t, ip, body);

  it(`answers 429 after ${DEMO_REQUEST_LIMIT.points} requests from one address, and stores nothing more`, async () => {
    const ip = newIp();
    for (let request = 0; request < DEMO_REQUEST_LIMIT.points; request++) {
      await submitFrom(ip).expect(201);
    }
    const refused = form();
    const response = await submitFrom(ip, refused).expect(429);
    expect(response.body).toEqual(
      errorBody(429, 'Too many demo requests from this address. Please try again later.'),
    );
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEMO_REQUEST_LIMIT.windowSeconds);
    const stored = await t.database.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.email, refused.email));
    expect(stored).toHaveLength(0);
  });

  it('leaves other addresses unaffected', async () => {
    const busy = newIp();
    for (let request = 0; request <= DEMO_REQUEST_LIMIT.points; request++) {
      await submitFrom(busy);
    }
    await submitFrom(busy).expect(429);
    await submitFrom(newIp()).expect(201);
  });

  it('does not count rejected forms, so a visitor can fix a typo', async () => {
    const ip = newIp();
    for (let request = 0; request <= DEMO_REQUEST_LIMIT.points; request++) {
      await submitFrom(ip, { ...form(), email: 'not-an-email' }).expect(400);
    }
    await submitFrom(ip).expect(201);
  });
});

describe(`demo request rate limit without a trusted proxy on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  it('ignores a forged X-Forwarded-For: the socket address is counted', async () => {
    for (let request = 0; request < DEMO_REQUEST_LIMIT.points; request++) {
      await demoRequestFrom(t, newIp()).expect(201);
    }
    await demoRequestFrom(t, newIp()).expect(429);
  });
});
