import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config/config.schema.js';

describe('configuration', () => {
  it('seeds demo data by default only on the embedded database', () => {
    expect(parseConfig({}).SEED_DEMO_DATA).toBe(true);
    // npm start runs with NODE_ENV=production: the embedded database still gets the demo.
    expect(parseConfig({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(true);
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db/markwise' }).SEED_DEMO_DATA).toBe(false);
    expect(parseConfig({ DATABASE_HOST: 'db', DATABASE_USER: 'u' }).SEED_DEMO_DATA).toBe(false);
    // An operator who asks for the demo on PostgreSQL gets it (with a warning at start).
    const asked = parseConfig({ DATABASE_URL: 'postgres://u:p@db/m', SEED_DEMO_DATA: 'true' });
    expect(asked.SEED_DEMO_DATA).toBe(true);
  });

  it('builds the database URL from parts, percent-encoding any password', () => {
    const password = 'p@ss/w:rd#1%x ?';
    const config = parseConfig({
      DATABASE_HOST: 'db',
      DATABASE_USER: 'markwise',
      DATABASE_PASSWORD: password,
      DATABASE_NAME: 'markwise',
    });
    const url = new URL(config.DATABASE_URL!);
    expect(url.hostname).toBe('db');
    expect(url.port).toBe('5432');
    expect(url.pathname).toBe('/markwise');
    expect(decodeURIComponent(url.password)).toBe(password);
  });

  it('refuses a URL and parts together', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://u:p@db/m', DATABASE_HOST: 'db' })).toThrow(
      ConfigError,
    );
  });

  it('migrates at start and names prepared statements unless told otherwise', () => {
    const config = parseConfig({});
    expect(config.MIGRATE_AT_START).toBe(true);
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(parseConfig({ MIGRATE_AT_START: 'false' }).MIGRATE_AT_START).toBe(false);
  });

  it('behind a transaction-mode pooler requires a direct URL for the queue and the migration lock', () => {
    const pooled = {
      DATABASE_URL: 'postgres://u:p@bouncer:6432/m',
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
    expect(() => parseConfig(pooled)).toThrow(/needs DATABASE_DIRECT_URL/);
    const config = parseConfig({ ...pooled, DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/m' });
    expect(config.DATABASE_DIRECT_URL).toBe('postgres://u:p@db:5432/m');
    expect(() => parseConfig({ DATABASE_DIRECT_URL: 'postgres://u:p@db/m' })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
  });
});
