// Fails when the Drizzle schema has changes that no committed migration captures.
// It runs drizzle-kit generate against a scratch copy of drizzle/ and looks for a new migration,
// so the committed folder is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const committedDir = join(packageDir, 'drizzle');
const scratch = mkdtempSync(join(tmpdir(), 'markwise-migrations-'));
const scratchOut = join(scratch, 'drizzle');
const scratchConfig = join(scratch, 'drizzle.config.ts');

const sqlFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.sql'));

let exitCode = 0;
try {
  cpSync(committedDir, scratchOut, { recursive: true });
  // The real config with only the output folder moved. drizzle-kit prefixes `out` with './', so it
  // must be relative to the working directory.
  const baseConfig = JSON.stringify(join(packageDir, 'drizzle.config.ts'));
  const out = JSON.stringify(relative(packageDir, scratchOut));
  writeFileSync(
    scratchConfig,
    `import base from ${baseConfig};\nexport default { ...base, out: ${out} };\n`,
  );
  const drizzleKit = join(packageDir, 'node_modules', '.bin', 'drizzle-kit');
  const run = spawnSync(drizzleKit, ['generate', '--config', scratchConfig], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  // drizzle-kit can log an error and still exit with 0, so require one of its two success messages.
  if (run.status !== 0 || !/No schema changes|Your SQL migration file/.test(output)) {
    console.error(output);
    throw new Error(`drizzle-kit generate did not complete (exit code ${run.status}).`);
  }

  const committed = new Set(sqlFiles(committedDir));
  const added = sqlFiles(scratchOut).filter((name) => !committed.has(name));
  if (added.length > 0) {
    exitCode = 1;
    console.error(
      'The schema in src/schema has changes that no committed migration captures.\n' +
        'Run `pnpm --filter @markwise/db generate` and commit the new files in packages/db/drizzle/.\n',
    );
    for (const name of added) {
      console.error(
        `--- would be generated: drizzle/${name}\n${readFileSync(join(scratchOut, name), 'utf8')}`,
      );
    }
  } else {
    console.log(`Migrations are up to date with the schema (${committed.size} committed).`);
  }
} catch (error) {
  exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(exitCode);
