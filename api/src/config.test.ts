// optionsFromEnv: the OTP resend cooldown can be lowered for end-to-end runs, never in production;
// OTP_SECRET and how the OTP hash key is chosen without it; what production refuses to start without
// (its settings and a real payment provider); TRUST_PROXY, PUBLIC_URL and the CORS default.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS } from './app';
import { ConfigError, optionsFromEnv, parseTrustProxy, productionConfigProblems, ProductionConfigError } from './config';
import { paymentConfigProblems } from './features/packages/payment-config';
import { resolveOtpSecret } from './lib/otp-secret';

/** Everything production needs. */
const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
  OTP_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://api.carmarket.example',
  CORS_ORIGINS: 'https://carmarket.example,https://www.carmarket.example',
};

const resend = (env: NodeJS.ProcessEnv) => optionsFromEnv(env).rateLimits?.otpResendSeconds;

describe('optionsFromEnv: OTP_RESEND_SECONDS', () => {
  it('defaults to the spec 30 s', () => {
    expect(resend({})).toBe(30);
    expect(resend({ NODE_ENV: 'development', OTP_RESEND_SECONDS: '' })).toBe(30);
  });
  it('is read outside production (e2e sets 0)', () => {
    expect(resend({ NODE_ENV: 'test', OTP_RESEND_SECONDS: '0' })).toBe(0);
    expect(resend({ NODE_ENV: 'development', OTP_RESEND_SECONDS: '5' })).toBe(5);
    expect(resend({ OTP_RESEND_SECONDS: '45' })).toBe(45);
  });
  it('ignores junk and negative values', () => {
    expect(resend({ OTP_RESEND_SECONDS: 'soon' })).toBe(30);
    expect(resend({ OTP_RESEND_SECONDS: '-10' })).toBe(0);
  });
  it('is forced to 30 s in production, whatever the variable says', () => {
    for (const value of ['0', '1', '5', '29', '600', 'x', undefined]) {
      expect(resend({ ...PRODUCTION_ENV, ...(value === undefined ? {} : { OTP_RESEND_SECONDS: value }) })).toBe(30);
    }
    expect(optionsFromEnv({ ...PRODUCTION_ENV, OTP_RESEND_SECONDS: '0' }).production).toBe(true);
  });
});

describe('OTP_SECRET', () => {
  it('is passed to the app when set', () => {
    expect(optionsFromEnv({ OTP_SECRET: 'x'.repeat(40) }).otpSecret).toBe('x'.repeat(40));
    expect(optionsFromEnv({}).otpSecret).toBeUndefined();
  });
  it('is used when 32+ characters; otherwise a per-process secret, with a warning in production or when too short', () => {
    const good = 'k'.repeat(32);
    expect(resolveOtpSecret(good, true)).toEqual({ secret: good });
    expect(resolveOtpSecret(good, false)).toEqual({ secret: good });
    const dev = resolveOtpSecret(undefined, false);
    expect(dev.warning).toBeUndefined();
    expect(dev.secret).toMatch(/^[0-9a-f]{64}$/);
    // One per process: every app built in it (and every test) hashes alike.
    expect(resolveOtpSecret('', false).secret).toBe(dev.secret);
    const prod = resolveOtpSecret(undefined, true);
    expect(prod.secret).toBe(dev.secret);
    expect(prod.warning).toMatch(/OTP_SECRET is not set/);
    const short = resolveOtpSecret('short', false);
    expect(short.secret).not.toBe('short');
    expect(short.warning).toMatch(/shorter than 32/);
  });
});

describe('production refuses to start without its settings', () => {
  it('names every missing setting in one error', () => {
    expect(() => optionsFromEnv({ NODE_ENV: 'production' })).toThrow(ProductionConfigError);
    expect(() => optionsFromEnv({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start with NODE_ENV=production: OTP_SECRET is not set (32+ random characters, the same for every API process); ' +
        "PUBLIC_URL is not set (the API's public origin, e.g. https://api.carmarket.example); " +
        'CORS_ORIGINS is not set (comma-separated origins of the web apps); ' +
        'a real payment provider is not configured: set PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET.',
    );
  });
  it('lists each problem on its own, so other checks can add theirs', () => {
    expect(productionConfigProblems(PRODUCTION_ENV)).toEqual([]);
    const { OTP_SECRET: _secret, ...noSecret } = PRODUCTION_ENV;
    expect(productionConfigProblems(noSecret)).toEqual([expect.stringMatching(/^OTP_SECRET is not set/)]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, OTP_SECRET: 'short' })).toEqual(['OTP_SECRET is shorter than 32 characters']);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, PUBLIC_URL: ' ' })).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, PUBLIC_URL: 'api.example' })).toEqual([
      'PUBLIC_URL is not an http(s) URL: api.example',
    ]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, CORS_ORIGINS: ' , ' })).toEqual([
      expect.stringMatching(/^CORS_ORIGINS is not set/),
    ]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, CORS_ORIGINS: 'https://ok.example,*' })).toEqual([
      'CORS_ORIGINS has entries that are not http(s) origins: *',
    ]);
  });
  it('starts with them, using exactly the configured origins and public URL', () => {
    const options = optionsFromEnv(PRODUCTION_ENV);
    expect(options.corsOrigins).toEqual(['https://carmarket.example', 'https://www.carmarket.example']);
    expect(options.publicUrl).toBe('https://api.carmarket.example');
  });
  it('asks nothing of development and test runs', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const env = NODE_ENV ? { NODE_ENV } : {};
      expect(productionConfigProblems(env)).toEqual([]);
      const options = optionsFromEnv(env);
      expect(options.corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
      expect(options.publicUrl).toBe('http://localhost:4000');
    }
    expect(optionsFromEnv({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(optionsFromEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });
  it('accepts true, a hop count, or addresses and CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8, loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    expect(optionsFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
  it('refuses anything else, naming it', () => {
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY .*not: 10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('yes')).toThrow(ConfigError);
    expect(() => parseTrustProxy('1.2.3.4,example.com')).toThrow(/not: example\.com/);
  });
});

describe('payments at start-up', () => {
  const razorpay = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook',
  };

  it('production with the dev provider (the default) is refused, naming what is missing', () => {
    const settings = { ...PRODUCTION_ENV, PAYMENT_PROVIDER: undefined, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined };
    expect(productionConfigProblems({ ...settings, RAZORPAY_WEBHOOK_SECRET: undefined })).toEqual([
      'a real payment provider is not configured: set PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    ]);
    expect(productionConfigProblems({ ...settings, PAYMENT_PROVIDER: 'dev', RAZORPAY_KEY_ID: 'k' })).toEqual([
      'a real payment provider is not configured: set PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_SECRET',
    ]);
    expect(paymentConfigProblems({ NODE_ENV: 'production', ...razorpay, RAZORPAY_WEBHOOK_SECRET: ' ' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    expect(paymentConfigProblems({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toEqual([
      "PAYMENT_PROVIDER=razorpay (unknown provider 'stripe')",
    ]);
  });

  it('production with Razorpay and its keys starts; development and tests need nothing', () => {
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...razorpay })).toEqual([]);
    expect(optionsFromEnv({ ...PRODUCTION_ENV, ...razorpay }).payments).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_x' });
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(productionConfigProblems({ NODE_ENV })).toEqual([]);
      expect(paymentConfigProblems({ NODE_ENV })).toEqual([]);
      expect(optionsFromEnv({ NODE_ENV }).payments).toMatchObject({ name: 'dev', keyId: null });
    }
    // Choosing Razorpay without its keys is a problem anywhere.
    expect(() => optionsFromEnv({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k' })).toThrow(
      new ConfigError('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET'),
    );
  });

  it('main.ts exits before opening anything when NODE_ENV=production has the dev provider', () => {
    const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const dataDir = path.join(os.tmpdir(), `carmarket-refused-${process.pid}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    };
    for (const name of [
      'OTP_SECRET',
      'PUBLIC_URL',
      'CORS_ORIGINS',
      'PAYMENT_PROVIDER',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ])
      delete env[name];
    const run = spawnSync(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: apiDir,
      env,
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start with NODE_ENV=production: OTP_SECRET is not set');
    expect(run.stderr).toContain(
      'a real payment provider is not configured: set PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET.',
    );
    // No database was opened.
    expect(existsSync(dataDir)).toBe(false);
  }, 180_000);
});

describe('object storage (S3_*)', () => {
  const S3_ENV = {
    S3_BUCKET: 'carmarket-images',
    S3_PUBLIC_BASE_URL: 'https://images.carmarket.example/',
    S3_ENDPOINT: 'https://s3.example',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off by default: images stay on the local disk', () => {
    expect(optionsFromEnv({}).s3).toBeNull();
  });

  it('turns on with a bucket and its public URL, in development and production', () => {
    expect(optionsFromEnv(S3_ENV).s3).toMatchObject({ bucket: 'carmarket-images', publicBaseUrl: 'https://images.carmarket.example' });
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...S3_ENV })).toEqual([]);
    expect(optionsFromEnv({ ...PRODUCTION_ENV, ...S3_ENV }).s3?.endpoint).toBe('https://s3.example');
  });

  it('a half-configured S3 is refused in production (named among the problems) and elsewhere', () => {
    const half = { S3_BUCKET: 'carmarket-images', S3_ACCESS_KEY_ID: 'id' };
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...half })).toEqual([
      "S3_PUBLIC_BASE_URL is not set (the URL the bucket's objects are public at, or a CDN in front of it)",
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credential chain',
    ]);
    expect(() => optionsFromEnv({ ...PRODUCTION_ENV, ...half })).toThrow(ProductionConfigError);
    expect(() => optionsFromEnv({ S3_PUBLIC_BASE_URL: 'https://images.example' })).toThrow(ConfigError);
    expect(() => optionsFromEnv({ S3_PUBLIC_BASE_URL: 'https://images.example' })).toThrow(/S3_BUCKET is not set/);
  });
});

describe('alert notifications (SMTP_URL, ALERTS_EMAIL_FROM, SMS_GATEWAY_*, SITE_URL)', () => {
  const EMAIL = { SMTP_URL: 'smtps://alerts:pw@smtp.example:465', ALERTS_EMAIL_FROM: 'CarMarket <alerts@carmarket.example>' };
  const SMS = { SMS_GATEWAY_URL: 'https://sms.example/v1/messages', SMS_GATEWAY_TOKEN: 'tok' };
  const SITE = { SITE_URL: 'https://carmarket.example/' };

  it('no channel configured: nothing refused; the dev outbox outside production, links to the local shell', () => {
    expect(productionConfigProblems(PRODUCTION_ENV)).toEqual([]);
    expect(optionsFromEnv({}).notifications).toEqual({ siteUrl: 'http://localhost:3000', smtp: null, smsGateway: null });
    expect(optionsFromEnv(PRODUCTION_ENV).notifications).toMatchObject({ smtp: null, smsGateway: null });
  });

  it('both channels configured, with SITE_URL: passed to the app', () => {
    const env = { ...PRODUCTION_ENV, ...EMAIL, ...SMS, ...SITE };
    expect(productionConfigProblems(env)).toEqual([]);
    expect(optionsFromEnv(env).notifications).toEqual({
      siteUrl: 'https://carmarket.example',
      smtp: { url: EMAIL.SMTP_URL, from: EMAIL.ALERTS_EMAIL_FROM },
      smsGateway: { url: SMS.SMS_GATEWAY_URL, token: 'tok' },
    });
  });

  it('production refuses a half-configured channel, or a configured one without SITE_URL, naming each', () => {
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...SITE, SMTP_URL: EMAIL.SMTP_URL })).toEqual([
      'ALERTS_EMAIL_FROM is not set, but SMTP_URL is: set both for e-mail alerts, or neither',
    ]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...SITE, ALERTS_EMAIL_FROM: EMAIL.ALERTS_EMAIL_FROM })).toEqual([
      'SMTP_URL is not set, but ALERTS_EMAIL_FROM is: set both for e-mail alerts, or neither',
    ]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...SITE, SMS_GATEWAY_URL: SMS.SMS_GATEWAY_URL })).toEqual([
      'SMS_GATEWAY_TOKEN is not set, but SMS_GATEWAY_URL is: set both for SMS alerts, or neither',
    ]);
    expect(productionConfigProblems({ ...PRODUCTION_ENV, ...SITE, SMS_GATEWAY_TOKEN: 'tok' })).toEqual([
      'SMS_GATEWAY_URL is not set, but SMS_GATEWAY_TOKEN is: set both for SMS alerts, or neither',
    ]);
    for (const channel of [EMAIL, SMS]) {
      expect(productionConfigProblems({ ...PRODUCTION_ENV, ...channel })).toEqual([
        'SITE_URL is not set (the public origin of the web app, e.g. https://carmarket.example: alert messages link to it)',
      ]);
    }
    expect(
      productionConfigProblems({ ...PRODUCTION_ENV, ...SMS, SITE_URL: 'carmarket.example', ...EMAIL, SMTP_URL: 'http://smtp.example' }),
    ).toEqual(['SMTP_URL is not an smtp:// or smtps:// URL', 'SITE_URL is not an http(s) URL: carmarket.example']);
    expect(() => optionsFromEnv({ ...PRODUCTION_ENV, SMTP_URL: EMAIL.SMTP_URL })).toThrow(
      /^Refusing to start with NODE_ENV=production: ALERTS_EMAIL_FROM is not set, but SMTP_URL is: .*; SITE_URL is not set/,
    );
  });

  it('outside production a half-configured channel is refused too (SITE_URL may stay unset)', () => {
    expect(() => optionsFromEnv({ SMS_GATEWAY_URL: SMS.SMS_GATEWAY_URL })).toThrow(
      new ConfigError(
        'Alert notifications are half-configured: SMS_GATEWAY_TOKEN is not set, but SMS_GATEWAY_URL is: set both for SMS alerts, or neither.',
      ),
    );
    expect(() => optionsFromEnv({ ALERTS_EMAIL_FROM: 'alerts@carmarket.example' })).toThrow(ConfigError);
    expect(optionsFromEnv({ ...EMAIL }).notifications).toMatchObject({
      siteUrl: 'http://localhost:3000',
      smtp: { from: EMAIL.ALERTS_EMAIL_FROM },
    });
  });
});
