import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateDatabase } from '@markwise/db';
import type { TestProject } from 'vitest/node';

type PGlite = { dumpDataDir(compression: 'none'): Promise<Blob> };

declare module 'vitest' {
  // An interface, not a type: it adds to vitest's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The migrated PGlite data directory every test database starts from (a tarball's path). */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Vitest global setup of the API tests on PGlite: initialises and migrates one database, once, and
 * dumps its data directory, so that createTestDatabase starts each file's fresh database from that
 * copy instead of initialising and migrating it again (initdb alone took seconds per file).
 * Nothing is done on PostgreSQL (TEST_DATABASE_URL set).
 */
export default async function pgliteTemplate(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
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
