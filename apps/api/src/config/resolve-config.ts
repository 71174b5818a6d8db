import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config.schema.js';

/** The parsed configuration plus what is derived from it at boot (absolute paths, the secret). */
export type RuntimeConfig = AppConfig & {
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  webDistDir: string | undefined;
};

const repoWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function resolveRuntimeConfig(config: AppConfig): RuntimeConfig {
  const dataDir = resolve(config.DATA_DIR);
  const webDistDir = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : repoWebDist;
  return {
    ...config,
    dataDir,
    uploadsDir: resolve(config.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    jwtSecret: config.JWT_SECRET ?? persistedSecret(join(dataDir, 'jwt-secret')),
    webDistDir: existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
  };
}

/**
 * A one-command start must not ask for a secret, and the repo must never hold one: without
 * JWT_SECRET the first start generates a random key and keeps it beside the data it protects.
 */
function persistedSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
