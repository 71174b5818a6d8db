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
});
