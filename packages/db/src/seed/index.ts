import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { hashPassword } from '../password.js';
import * as schema from '../schema/index.js';
import { buildDemoData, type DemoData } from './build.js';
import { DEMO_PASSWORD, INSTITUTIONS } from './data/people.js';

export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './data/people.js';
export { buildDemoData, type DemoData } from './build.js';

export type SeedCounts = Record<keyof DemoData, number>;

export type SeedResult = {
  /** False when the demo institutions already existed and nothing was written. */
  seeded: boolean;
  /** Rows inserted per table; all zero when `seeded` is false. */
  counts: SeedCounts;
};

/** Tables in foreign key order, keyed like DemoData. */
const TABLES: { [K in keyof DemoData]: PgTable } = {
  institutions: schema.institutions,
  classes: schema.classes,
  users: schema.users,
  courses: schema.courses,
  enrollments: schema.enrollments,
  subjects: schema.subjects,
  journeys: schema.journeys,
  questionPapers: schema.questionPapers,
  questions: schema.questions,
  levels: schema.levels,
  practiceSessions: schema.practiceSessions,
  answers: schema.answers,
  levelProgress: schema.levelProgress,
};

/** Keeps each INSERT well under PostgreSQL's 65535 bind parameters. */
const CHUNK = 500;

/** Serialises concurrent seeders (two API instances starting together) on one database. */
const SEED_LOCK_KEY = 0x5eed;

/** True when no institution exists yet: a fresh install that the demo data can fill. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.institutions.id }).from(schema.institutions).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo institutions, people, courses, papers and a month of practice sessions ending at
 * `now`, in one transaction. Idempotent: when the demo institutions exist, it writes nothing.
 */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx
      .select({ id: schema.institutions.id })
      .from(schema.institutions)
      .where(
        inArray(
          schema.institutions.slug,
          INSTITUTIONS.map((institution) => institution.slug),
        ),
      )
      .limit(1);
    const counts = Object.fromEntries(Object.keys(TABLES).map((key) => [key, 0])) as SeedCounts;
    if (existing.length > 0) return { seeded: false, counts };

    // One hash for every demo account: argon2id is deliberately slow.
    const data = buildDemoData({ now, passwordHash: await hashPassword(DEMO_PASSWORD) });
    for (const key of Object.keys(TABLES) as (keyof DemoData)[]) {
      const rows = data[key];
      for (let start = 0; start < rows.length; start += CHUNK) {
        await tx.insert(TABLES[key]).values(rows.slice(start, start + CHUNK));
      }
      counts[key] = rows.length;
    }
    return { seeded: true, counts };
  });
}
