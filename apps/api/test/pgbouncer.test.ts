import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { LoginRequest, LoginResponse } from '@markwise/contract';
import { createDatabase } from '@markwise/db';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logging/logger.js';
import { createApp } from '../src/create-app.js';
import { databaseOptions } from '../src/database/open-database.js';
import { createServerDatabase, SERVER_URL } from './faults/support/server-database.js';
import { reportFigure } from './support/figures.js';
import { createInstitution, createUser, TEST_PASSWORD } from './support/factories.js';
import { PGBOUNCER_AVAILABLE, startPgBouncer, type Bouncer } from './support/pgbouncer.js';
import { testRuntimeConfig } from './support/test-app.js';

if (SERVER_URL && !PGBOUNCER_AVAILABLE) {
  console.warn('pgbouncer.test.ts skipped: no pgbouncer binary (apt-get install -y pgbouncer)');
}

/**
 * The API behind PgBouncer in transaction mode, where each transaction may run on another server
 * connection: with DATABASE_PREPARED_STATEMENTS=false no statement relies on one prepared earlier
 * on "its" connection, and the queue and migration lock keep a direct session
 * (DATABASE_DIRECT_URL).
 */
describe.skipIf(!SERVER_URL || !PGBOUNCER_AVAILABLE)(
  'the API through PgBouncer in transaction mode',
  () => {
    let shared: Awaited<ReturnType<typeof createServerDatabase>>;
    let bouncer: Bouncer;
    // The apps are replicas of one deployment: a token of one is valid on the other.
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    const apps: { close(): Promise<void> }[] = [];

    beforeAll(async () => {
      shared = await createServerDatabase();
      bouncer = await startPgBouncer(shared.url);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await bouncer?.stop();
      await shared?.drop();
    });

    /** An API whose main pool goes through the bouncer and whose queue connects directly. */
    async function startBehindBouncer(preparedStatements: boolean) {
      const { config, dataDir } = testRuntimeConfig({
        ...env,
        DATABASE_URL: bouncer.url(shared.url),
        DATABASE_DIRECT_URL: shared.url,
        DATABASE_PREPARED_STATEMENTS: String(preparedStatements),
      });
      const database = await createDatabase(databaseOptions(config));
      const app = await createApp({ config, database, logger: createLogger('silent') });
      await app.init();
      apps.push({
        async close() {
          await app.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      });
      return () => supertest.agent(app.getHttpServer());
    }

    /** 300 signed-in requests at once; each reads the session (a named statement when those are on). */
    async function signedInBurst(request: () => supertest.Agent, token: string) {
      const burst = await Promise.all(
        Array.from({ length: 300 }, () =>
          request().get('/api/auth/profile').set('Authorization', `Bearer ${token}`),
        ),
      );
      return burst.map((response) => response.status);
    }

    let token: string;

    it('answers a sign-in and every signed-in request of a parallel burst with DATABASE_PREPARED_STATEMENTS=false', async () => {
      const request = await startBehindBouncer(false);
      const institution = await createInstitution(shared.database);
      const user = await createUser(shared.database, { institutionId: institution.id });
      const body: LoginRequest = { email: user.email, password: TEST_PASSWORD };
      const signedIn = await request().post('/api/auth/login').send(body).expect(200);
      token = (signedIn.body as LoginResponse).token;
      const statuses = await signedInBurst(request, token);
      const failed = statuses.filter((status) => status !== 200);
      reportFigure(
        'PgBouncer (transaction mode), DATABASE_PREPARED_STATEMENTS=false: signed-in requests not answered 200',
        `${failed.length} of ${statuses.length}`,
      );
      expect(failed).toEqual([]);
    });

    it('fails some of them with named prepared statements on (what the setting is for)', async () => {
      const request = await startBehindBouncer(true);
      const statuses = await signedInBurst(request, token);
      const failed = statuses.filter((status) => status === 500).length;
      reportFigure(
        'PgBouncer (transaction mode), named prepared statements on: signed-in requests answered 500',
        `${failed} of ${statuses.length}`,
      );
      expect(failed).toBeGreaterThan(0);
    });
  },
);
