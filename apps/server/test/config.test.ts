import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to SQLite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.resolve('data', 'institute.sqlite'),
    });
    expect(config.admin).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres:// URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/app' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_PASSWORD'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Files_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://files.example.com' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret value' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ SESSION_CACHE_SECONDS: '-1' }, 'SESSION_CACHE_SECONDS'],
    [{ SESSION_CACHE_SECONDS: '3600' }, 'SESSION_CACHE_SECONDS'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('keeps files in DATA_DIR/files unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local', dir: path.resolve('data', 'files') });
    expect(
      loadConfig({
        S3_BUCKET: 'institute-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret value',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'institute-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret value' },
      forcePathStyle: true,
    });
    // AWS itself: virtual-hosted addressing, the SDK's own credential chain.
    expect(loadConfig({ S3_BUCKET: 'institute-files', S3_REGION: 'ap-south-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'institute-files',
      endpoint: null,
      region: 'ap-south-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('never repeats a secret in its message', () => {
    const secret = 'very-secret-value';
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: secret })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: secret })).not.toThrow(secret);
  });

  it('shares counters through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({}).sessionCacheMs).toBe(5000);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'institute:',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
