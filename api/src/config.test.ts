// optionsFromEnv: the OTP resend cooldown can be lowered for end-to-end runs, never in production;
// OTP_SECRET and how the OTP hash key is chosen without it; the payment provider production needs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, startupProblems } from './config';
import { paymentConfigProblems } from './features/packages/payment-config';
import { resolveOtpSecret } from './lib/otp-secret';

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
      expect(resend({ NODE_ENV: 'production', ...(value === undefined ? {} : { OTP_RESEND_SECONDS: value }) })).toBe(30);
    }
    expect(optionsFromEnv({ NODE_ENV: 'production', OTP_RESEND_SECONDS: '0' }).production).toBe(true);
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

describe('payments at start-up', () => {
  const razorpay = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook',
  };

  it('production with the dev provider (the default) is refused, naming what is missing', () => {
    expect(startupProblems({ NODE_ENV: 'production' })).toEqual([
      'PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    expect(startupProblems({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'dev', RAZORPAY_KEY_ID: 'k' })).toEqual([
      'PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    expect(paymentConfigProblems({ NODE_ENV: 'production', ...razorpay, RAZORPAY_WEBHOOK_SECRET: ' ' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    expect(paymentConfigProblems({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toEqual([
      "PAYMENT_PROVIDER=razorpay (unknown provider 'stripe')",
    ]);
  });

  it('production with Razorpay and its keys starts; development and tests need nothing', () => {
    expect(startupProblems({ NODE_ENV: 'production', ...razorpay })).toEqual([]);
    expect(optionsFromEnv({ NODE_ENV: 'production', ...razorpay }).payments).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_x' });
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(startupProblems({ NODE_ENV })).toEqual([]);
      expect(optionsFromEnv({ NODE_ENV }).payments).toMatchObject({ name: 'dev', keyId: null });
    }
    // Choosing Razorpay without its keys is a problem anywhere.
    expect(startupProblems({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k' })).toEqual([
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
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
    for (const name of ['PAYMENT_PROVIDER', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) delete env[name];
    const run = spawnSync(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: apiDir,
      env,
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Refusing to start with NODE_ENV=production: set PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
    // No database was opened.
    expect(existsSync(dataDir)).toBe(false);
  }, 180_000);
});
