// optionsFromEnv: the OTP resend cooldown can be lowered for end-to-end runs, never in production.
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './config';

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
