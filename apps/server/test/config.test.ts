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
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/app',
      namedStatements: true,
    });
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
    [{ ANSWER_CACHE: 'sometimes' }, 'ANSWER_CACHE'],
    [{ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.com' }, 'SMTP_URL'],
    [
      { SMTP_URL: 'smtp://m.example.com', SMTP_HOST: 'm.example.com', MAIL_FROM: 'a@b.c' },
      'SMTP_URL',
    ],
    [{ SMTP_USER: 'someone' }, 'SMTP_USER'],
    [{ SMS_PROVIDER: 'msg91' }, 'MSG91_AUTH_KEY'],
    [{ SMS_PROVIDER: 'twilio', MSG91_AUTH_KEY: 'k' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', SMS_TEMPLATE_IDS: 'oops' }, 'SMS_TEMPLATE_IDS'],
    [{ PUBLIC_URL: 'institute.example.com' }, 'PUBLIC_URL'],
    [{ NOTIFY_MAX_ATTEMPTS: '0' }, 'NOTIFY_MAX_ATTEMPTS'],
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

  it('takes the institute time zone from INSTITUTE_TIME_ZONE, India by default, checked', () => {
    expect(loadConfig({}).instituteTimeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ INSTITUTE_TIME_ZONE: 'Asia/Kathmandu' }).instituteTimeZone).toBe(
      'Asia/Kathmandu',
    );
    expect(() => loadConfig({ INSTITUTE_TIME_ZONE: 'India/Patna' })).toThrow(
      'INSTITUTE_TIME_ZONE: must be an IANA time zone, e.g. Asia/Kolkata',
    );
  });

  it("keeps the read routes' answers unless ANSWER_CACHE is false", () => {
    expect(loadConfig({}).answerCache).toBe(true);
    expect(loadConfig({ ANSWER_CACHE: 'false' }).answerCache).toBe(false);
    expect(loadConfig({ ANSWER_CACHE: '1' }).answerCache).toBe(true);
  });

  it('shares counters through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({}).sessionCacheMs).toBe(5000);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'institute:',
      commandTimeoutMs: 200,
    });
  });

  it('issues signed credentials only with a 32-byte CREDENTIALS_KEY, for PUBLIC_URL', () => {
    expect(loadConfig({}).credentials).toBeNull();
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ CREDENTIALS_KEY: key, PORT: '4000' }).credentials).toEqual({
      encryptionKey: Buffer.alloc(32, 7),
      publicUrl: 'http://localhost:4000',
    });
    expect(
      loadConfig({ CREDENTIALS_KEY: key, PUBLIC_URL: 'https://example.org/' }).credentials
        ?.publicUrl,
    ).toBe('https://example.org');
    const short = Buffer.alloc(16).toString('base64');
    expect(() => loadConfig({ CREDENTIALS_KEY: short })).toThrow(
      'CREDENTIALS_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
    );
    expect(() => loadConfig({ CREDENTIALS_KEY: short })).not.toThrow(short);
    expect(() => loadConfig({ PUBLIC_URL: 'example.org' })).toThrow('PUBLIC_URL');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('turns e-mail and SMS on only when configured', () => {
    expect(loadConfig({}).notifications).toMatchObject({
      publicUrl: 'http://localhost:3000',
      email: null,
      sms: null,
      maxAttempts: 8,
      retryBaseMs: 60_000,
    });
    const config = loadConfig({
      PUBLIC_URL: 'https://institute.example.com/',
      SMTP_HOST: 'mail.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'mail secret',
      MAIL_FROM: 'Institute <no-reply@example.com>',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      SMS_TEMPLATE_IDS: 'password-reset-code=64f1,application-approved=64f2',
    }).notifications;
    expect(config.publicUrl).toBe('https://institute.example.com');
    expect(config.email).toEqual({
      smtp: {
        host: 'mail.example.com',
        port: 465,
        secure: true,
        user: 'mailer',
        password: 'mail secret',
      },
      from: 'Institute <no-reply@example.com>',
    });
    expect(config.sms).toEqual({
      provider: 'msg91',
      authKey: 'key',
      apiUrl: 'https://control.msg91.com/api/v5/flow',
      templateIds: { 'password-reset-code': '64f1', 'application-approved': '64f2' },
    });
  });
});
