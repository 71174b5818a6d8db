import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A built web app in miniature, for WEB_DIST_DIR: a temporary folder with an assets folder (as
 * every build has) and each of `files` at its path there. `remove` deletes it.
 */
export function writeWebDist(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'markwise-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
