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

  it('keeps files on disk by default, and names what an S3 store is missing', () => {
    expect(parseConfig({}).STORAGE_DRIVER).toBe('local');
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual(['STORAGE_DRIVER=s3 needs S3_BUCKET']);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    ]);
    // No keys: the AWS SDK's default chain (a role on Kubernetes or EC2) supplies them.
    const s3 = parseConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'markwise',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(s3.S3_ACCESS_KEY_ID).toBeUndefined();
  });
});
