import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-process.js';

export type DemoLogin = { role: string; email: string; password: string };

declare module 'vitest' {
  // Declaration merging is the one case that needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    demoLogins: DemoLogin[];
  }
}

/**
 * The app as `npm start` runs it, on a fresh data folder with its demo data, and the demo logins it
 * prints.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-e2e-'));
  const app = await startApp(dataDir);
  const demoLogins = parseDemoLogins(app.output);
  try {
    await waitForSeededEvaluations(
      app.baseUrl,
      demoLogins.filter((login) => login.role === 'ADMIN'),
    );
  } catch (error) {
    await app.stop();
    throw error;
  }
  project.provide('baseUrl', app.baseUrl);
  project.provide('demoLogins', demoLogins);

  return async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The seed leaves some of today's attempts 'submitted' without a job; the app's sweeper queues and
 * marks them from the moment it starts. The level reports' counts move while that happens, so
 * the tests start once no demo institution has an attempt waiting for the machine. Attempts the
 * machine marked and held for a teacher's review ('in_review') stay so, and do not move.
 */
async function waitForSeededEvaluations(baseUrl: string, admins: DemoLogin[]) {
  const deadline = Date.now() + 180_000;
  for (const admin of admins) {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    if (!login.ok) throw new Error(`demo admin ${admin.email} could not sign in: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    for (;;) {
      const waiting = await machineQueueSize(baseUrl, token);
      if (waiting === 0) break;
      if (Date.now() > deadline) {
        throw new Error(
          `seeded evaluations still waiting for the machine after 3 minutes: ${waiting}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Attempts submitted or being marked, from the evaluation queue; `null` if it did not answer. */
async function machineQueueSize(baseUrl: string, token: string): Promise<number | null> {
  let total = 0;
  for (const status of ['submitted', 'evaluating']) {
    const response = await fetch(`${baseUrl}/api/practice-sessions/evaluation?status=${status}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { pagination: { totalItems: number } };
    total += body.pagination.totalItems;
  }
  return total;
}

function parseDemoLogins(output: string): DemoLogin[] {
  const section = output.split('Demo logins:')[1] ?? '';
  return [...section.matchAll(/^\s+(ADMIN|STUDENT)\s+(\S+@\S+)\s+(\S+)/gm)].map(
    ([, role, email, password]) => ({
      role: role!,
      email: email!,
      password: password!,
    }),
  );
}
