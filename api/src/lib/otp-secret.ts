// The server secret behind OTP code hashes (HMAC-SHA256). OTP_SECRET sets it; without it a random
// per-process secret is used (fine for one process: codes live 5 minutes, and a restart only voids
// the codes in flight). Production without OTP_SECRET starts anyway but warns, because several API
// processes behind a load balancer must share one secret to verify each other's codes.
import { randomBytes } from 'node:crypto';

export const OTP_SECRET_MIN_LENGTH = 32;

/** Generated once per process, so every app built in it (tests build several) agrees. */
const processSecret = randomBytes(32).toString('hex');

export interface OtpSecretChoice {
  secret: string;
  /** Set when the caller should log it (production without a usable OTP_SECRET). */
  warning?: string;
}

export function resolveOtpSecret(configured: string | undefined, production: boolean): OtpSecretChoice {
  const value = configured?.trim() ?? '';
  if (value.length >= OTP_SECRET_MIN_LENGTH) return { secret: value };
  if (value !== '') {
    return {
      secret: processSecret,
      warning: `OTP_SECRET is shorter than ${OTP_SECRET_MIN_LENGTH} characters: ignored, using a random per-process secret.`,
    };
  }
  if (!production) return { secret: processSecret };
  return {
    secret: processSecret,
    warning:
      'OTP_SECRET is not set: using a random per-process secret. Set OTP_SECRET (32+ characters) and share it between API processes.',
  };
}
