import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, DataDirInUseError } from '../src/index.js';

const DB_PACKAGE = fileURLToPath(new URL('..', import.meta.url));

describe('the embedded database folder, held by one process at a time', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'markwise-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opening while the first is open, and lets it in once that closes', async () => {
    const first = await createDatabase({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written by the first')`);

    const notices: string[] = [];
    const second = createDatabase({ dataDir, onDataDirNotice: (message) => notices.push(message) });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(/is open in another process.*another DATA_DIR/);
    expect(notices).toEqual([expect.stringMatching(/^Waiting for the embedded database in /)]);

    await first.close();
    const reopened = await createDatabase({ dataDir });
    const { rows } = await reopened.db.execute<{ note: string }>(sql`select note from kept`);
    expect(rows).toEqual([{ note: 'written by the first' }]);
    await reopened.close();
  });

  it('is taken over, after a short wait, from a process that was killed holding it', async () => {
    // .mts: an ES module wherever the temporary folder is.
    const script = join(dataDir, 'holder.mts');
    await writeFile(
      script,
      `import { createDatabase } from ${JSON.stringify(join(DB_PACKAGE, 'src/index.ts'))};
       await createDatabase({ dataDir: ${JSON.stringify(dataDir)} });
       console.log('open');
       setInterval(() => undefined, 1_000);`,
    );
    const holder = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: DB_PACKAGE,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const opened = await Promise.race([
      once(holder.stdout, 'data').then(([line]) => String(line)),
      once(holder, 'exit').then(([code]) => `exited with ${String(code)}`),
    ]);
    expect(opened).toContain('open');
    holder.kill('SIGKILL');
    await once(holder, 'exit');

    const notices: string[] = [];
    const started = performance.now();
    const database = await createDatabase({
      dataDir,
      onDataDirNotice: (message) => notices.push(message),
    });
    const waitedMs = performance.now() - started;
    await database.ping();
    await database.close();
    expect(notices).toHaveLength(1);
    // The killed process's lock goes stale 10 s after its last refresh.
    expect(waitedMs).toBeLessThan(15_000);
  });
});
