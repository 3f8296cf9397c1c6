import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(`${REPO_ROOT}/.data`);
    expect(config.webDist).toBe(`${REPO_ROOT}/apps/web/dist`);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/playfair',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
      DATA_DIR: '/var/lib/playfair',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/playfair',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 1,
      dataDir: '/var/lib/playfair',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [
      { DATABASE_URL: 'mysql://x' },
      /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\/ \(got \(hidden\)\)/,
    ],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a URL starting with redis:\/\//],
    [{ STUDIO_PROVIDER_ID: 'vendor-x' }, /STUDIO_PROVIDER_ID must name one of GAME_PROVIDERS/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be false, the number of proxies/],
    // Believing every X-Forwarded-For hop lets a client choose its own address.
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be false, the number of proxies/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts no proxy by default, else a number of hops or the proxies’ addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('reads the mail and SMS transports, and has none by default', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, smsWebhookUrl: undefined });
    expect(loadConfig({}).mailFrom).toMatch(/<.+@.+>/);
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Playfair <no-reply@example.com>',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailFrom: 'Playfair <no-reply@example.com>',
      smsWebhookUrl: 'https://sms.example.com/send',
    });
    expect(loadConfig({ MAIL_FROM: 'no-reply@example.com' }).mailFrom).toBe('no-reply@example.com');
  });

  it.each([
    [
      { SMTP_URL: 'smtp.example.com' },
      /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\/ \(got \(hidden\)\)/,
    ],
    [{ SMS_WEBHOOK_URL: 'ftp://x' }, /SMS_WEBHOOK_URL must be a URL .* \(got \(hidden\)\)/],
    [{ MAIL_FROM: 'nobody' }, /MAIL_FROM must be an email address/],
    [{ MAIL_FROM: 'Evil\r\nBcc: x@y.z <a@b.c>' }, /MAIL_FROM/],
  ])('refuses transport setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stores documents on disk by default, in an S3 bucket when all five settings are given', () => {
    expect(loadConfig({}).documentsS3).toBeUndefined();
    const s3 = {
      DOCUMENTS_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      DOCUMENTS_S3_BUCKET: 'kyc-documents',
      DOCUMENTS_S3_REGION: 'eu-central-1',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'a-secret-of-enough-length',
    };
    expect(loadConfig(s3).documentsS3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'kyc-documents',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'a-secret-of-enough-length',
    });
    const { DOCUMENTS_S3_REGION: _region, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(/must be set together/);
    expect(() => loadConfig({ ...s3, DOCUMENTS_S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /DOCUMENTS_S3_BUCKET/,
    );
    try {
      loadConfig({ ...s3, DOCUMENTS_S3_SECRET_ACCESS_KEY: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('short');
    }
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'x', BRAND: 'Not A Brand' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
