// Reads the environment into BuildAppOptions for main.ts and the seed CLI.
import { OTP_RESEND_SECONDS } from '@carmarket/shared/domain';
import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, REPO_ROOT, type BuildAppOptions } from './app';
import { paymentConfigProblems, paymentProviderFromEnv } from './features/packages/payment-config';

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): BuildAppOptions & { port: number; host: string } {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data/api'));
  return {
    port: int(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    publicUrl: env.PUBLIC_URL || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    production: env.NODE_ENV === 'production',
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL ?? 'info' },
    rateLimits: {
      globalPerMinute: int(env.RATE_LIMIT_MAX, 1000),
      otpSendPerNumber: int(env.OTP_SEND_PER_NUMBER, 5),
      otpSendPerIp: int(env.OTP_SEND_PER_IP, 300),
      otpVerifyPerIp: int(env.OTP_VERIFY_PER_IP, 600),
      // The spec's 30 s cooldown always applies in production.
      otpResendSeconds: env.NODE_ENV === 'production' ? OTP_RESEND_SECONDS : Math.max(0, int(env.OTP_RESEND_SECONDS, OTP_RESEND_SECONDS)),
    },
    otpSecret: env.OTP_SECRET || undefined,
    payments: paymentProviderFromEnv(env),
    seed: { cars: int(env.SEED_CARS, 240), images: true },
    cacheTtlMs: int(env.LISTING_CACHE_TTL_MS, 30_000),
    listingIndexTtlMs: int(env.LISTING_INDEX_TTL_MS, 300_000),
  };
}

/** Why the API must not start with this environment (empty: fine). main.ts exits with them. */
export function startupProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...paymentConfigProblems(env)];
}
