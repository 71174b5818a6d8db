import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateDatabase } from '@markwise/db';
import type { TestProject } from 'vitest/node';
import { adminQuery, serverDatabaseUrl } from './test-database.js';

type PGlite = { dumpDataDir(compression: 'none'): Promise<Blob> };

declare module 'vitest' {
  // An interface, not a type: it adds to vitest's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The migrated PGlite data directory every test database starts from (a tarball's path). */
    pgliteTemplate: string | undefined;
    /** The migrated database on the TEST_DATABASE_URL server every test database copies. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest global setup of the API tests: migrates one database, once, that createTestDatabase then
 * starts each file's fresh database from, instead of initialising and migrating each one again.
 * On PGlite (initdb alone took seconds per file) the data directory is dumped to a tarball; on
 * the PostgreSQL server of TEST_DATABASE_URL it is a database the others are created from
 * (CREATE DATABASE ... TEMPLATE), dropped at the end of the run.
 */
export default async function databaseTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgliteTemplate', undefined);
  project.provide('postgresTemplate', undefined);
  if (serverUrl) return postgresTemplate(project, serverUrl);

  const database = await createDatabase({ dataDir: 'memory://' });
  let tarball: Blob;
  try {
    await migrateDatabase(database);
    // Drizzle's PGlite database keeps its client as $client, which the Db type leaves out.
    const { $client } = database.db as unknown as { $client: PGlite };
    tarball = await $client.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'markwise-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `markwise_template_${randomBytes(6).toString('hex')}`;
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    // Closed before any copy: PostgreSQL copies a database only while no one is connected to it.
    const database = await createDatabase({
      databaseUrl: serverDatabaseUrl(serverUrl, name),
      dataDir: 'unused',
      poolSize: 1,
    });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}
