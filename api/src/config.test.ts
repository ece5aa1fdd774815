// optionsFromEnv: the OTP resend cooldown can be lowered for end-to-end runs, never in production;
// OTP_SECRET and how the OTP hash key is chosen without it.
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './config';
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
