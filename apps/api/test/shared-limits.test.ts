import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createDatabase } from '@markwise/db';
import type { NestExpressApplication } from '@nestjs/platform-express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRequest } from '@markwise/contract';
import { createLogger } from '../src/common/logging/logger.js';
import { RateLimiters } from '../src/common/rate-limits/rate-limiters.js';
import { createApp } from '../src/create-app.js';
import { LOGIN_LIMITS } from '../src/modules/auth/login-throttle.service.js';
import { createServerDatabase, queryRows, SERVER_URL } from './faults/support/server-database.js';
import { createInstitution, createUser, TEST_PASSWORD } from './support/factories.js';
import { testRuntimeConfig } from './support/test-app.js';

/** One API replica: its own app, its own pool, on the shared database. */
type Replica = {
  app: NestExpressApplication;
  request: () => supertest.Agent;
  close(): Promise<void>;
};

/**
 * Several API replicas on one PostgreSQL database draw on one set of allowances, which outlive a
 * restart: N replicas must not give N times the guesses, and a redeploy must not reset them.
 */
describe.skipIf(!SERVER_URL)('login and demo-request limits shared on PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createServerDatabase>>;
  // Replicas of one deployment share JWT_SECRET (each verifies the others' tokens).
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  const replicas: Replica[] = [];

  async function startReplica(): Promise<Replica> {
    const { config, dataDir } = testRuntimeConfig(env);
    const database = await createDatabase({ databaseUrl: shared.url, dataDir, poolSize: 4 });
    const app = await createApp({ config, database, logger: createLogger('silent') });
    await app.init();
    const replica: Replica = {
      app,
      request: () => supertest.agent(app.getHttpServer()),
      async close() {
        await app.close(); // closes its database too
        rmSync(dataDir, { recursive: true, force: true });
        replicas.splice(replicas.indexOf(replica), 1);
      },
    };
    replicas.push(replica);
    return replica;
  }

  beforeAll(async () => {
    shared = await createServerDatabase();
  });
  afterAll(async () => {
    for (const replica of [...replicas]) await replica.close();
    await shared?.drop();
  });

  const login = (replica: Replica, body: LoginRequest) =>
    replica.request().post('/api/auth/login').send(body);

  it('limits 50 parallel wrong logins spread over two replicas as one allowance, and a restart keeps it', async () => {
    const [a, b] = [await startReplica(), await startReplica()];
    const institution = await createInstitution(shared.database);
    const user = await createUser(shared.database, { institutionId: institution.id });

    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, guess) =>
        login(guess % 2 === 0 ? a! : b!, { email: user.email, password: `guess-${guess}` }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    // Per-process counters would let each replica pass its own 10.
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - LOGIN_LIMITS.perAccount);
    expect((await login(b!, { email: user.email, password: TEST_PASSWORD })).status).toBe(429);

    // Every replica restarted (a redeploy): the account is still locked.
    await a!.close();
    await b!.close();
    const restarted = await startReplica();
    const after = await login(restarted, { email: user.email, password: TEST_PASSWORD });
    expect(after.status).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores neither the email nor the address: keys are keyed hashes', async () => {
    const rows = await queryRows<{ key: string }>(shared.url, 'select key from rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toMatch(/@|127\.0\.0\.1|::1/);
      expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{43}$/);
    }
  });

  it("takes from the store atomically: 200 parallel takes through two processes' pools pass exactly the allowance", async () => {
    const { config, dataDir } = testRuntimeConfig(env);
    const handles = await Promise.all(
      [0, 1].map(() => createDatabase({ databaseUrl: shared.url, dataDir, poolSize: 8 })),
    );
    try {
      const allowances = handles.map((database) =>
        new RateLimiters(database, config).allowance({
          name: 'burst-test',
          points: 7,
          windowSeconds: 60,
        }),
      );
      const key = `key-${randomBytes(4).toString('hex')}`;
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => allowances[i % 2]!.take(key)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
      // The refusals are the limiter's, not store failures.
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).not.toBeInstanceOf(Error);
      }
    } finally {
      await Promise.all(handles.map((database) => database.close()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
