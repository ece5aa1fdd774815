// Reads the environment into BuildAppOptions for main.ts and the seed CLI. With NODE_ENV=production
// it refuses to go on while a setting production depends on is missing (productionConfigProblems).
import { isIP } from 'node:net';
import { isHttpUrl, s3ConfigFromEnv } from '@carmarket/object-storage';
import { OTP_RESEND_SECONDS } from '@carmarket/shared/domain';
import path from 'node:path';
import { API_PORT } from '../../scripts/apps.mjs';
import { DEFAULT_CORS_ORIGINS, REPO_ROOT, type BuildAppOptions } from './app';
import { notificationConfigFromEnv } from './features/notifications/notification-config';
import { paymentConfigProblems, paymentProviderFromEnv } from './features/packages/payment-config';
import { DEFAULT_TELEMETRY_SETTINGS } from './features/telemetry/telemetry-settings';
import { releaseHealthFromEnv } from './features/release-health/release-health-settings';
import { OTP_SECRET_MIN_LENGTH } from './lib/otp-secret';

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * Everything NODE_ENV=production lacks, one plain sentence each; empty when the environment is fine
 * (and always empty outside production, so development and test runs need none of these).
 * The payment provider must be a real one: the dev provider confirms test payments nobody paid.
 */
export function productionConfigProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = env.OTP_SECRET?.trim() ?? '';
  if (secret === '') problems.push(`OTP_SECRET is not set (${OTP_SECRET_MIN_LENGTH}+ random characters, the same for every API process)`);
  else if (secret.length < OTP_SECRET_MIN_LENGTH) problems.push(`OTP_SECRET is shorter than ${OTP_SECRET_MIN_LENGTH} characters`);
  const publicUrl = env.PUBLIC_URL?.trim() ?? '';
  if (publicUrl === '') problems.push("PUBLIC_URL is not set (the API's public origin, e.g. https://api.carmarket.example)");
  else if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL is not an http(s) URL: ${publicUrl}`);
  const origins = parseList(env.CORS_ORIGINS);
  if (origins.length === 0) problems.push('CORS_ORIGINS is not set (comma-separated origins of the web apps)');
  else {
    const bad = origins.filter((origin) => !isHttpUrl(origin));
    if (bad.length > 0) problems.push(`CORS_ORIGINS has entries that are not http(s) origins: ${bad.join(', ')}`);
  }
  const payment = paymentConfigProblems(env);
  if (payment.length > 0) problems.push(`a real payment provider is not configured: set ${payment.join(', ')}`);
  problems.push(...s3ConfigFromEnv(env).problems);
  // Alert e-mail and SMS: a half-configured channel, or a configured one without SITE_URL. A channel
  // not configured at all is only unavailable (in-app alerts go on).
  problems.push(...notificationConfigFromEnv(env).problems);
  return problems;
}

/** A setting the operator must fix; main.ts prints the message and exits without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Thrown by optionsFromEnv when production is missing settings; the message names every one. */
export class ProductionConfigError extends ConfigError {
  constructor(readonly problems: string[]) {
    super(`Refusing to start with NODE_ENV=production: ${problems.join('; ')}.`);
  }
}

const parseList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** proxy-addr's named ranges, accepted in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY → Fastify's trustProxy: unset/'false' = do not trust X-Forwarded-* (request.ip is the
 * peer); 'true' = trust every hop; a whole number = trust that many hops; otherwise a comma-separated
 * list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal). Anything else is an error.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 100) throw new ConfigError(`TRUST_PROXY hop count is too large: ${text}`);
    return hops;
  }
  const entries = parseList(text);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a comma-separated list of IP addresses/CIDRs; not: ${bad.join(', ') || text}`,
    );
  }
  return entries;
}

export interface ServerOptions extends BuildAppOptions {
  port: number;
  host: string;
  /** After SIGTERM/SIGINT, how long requests in flight may take before the process exits anyway (status 1). */
  shutdownTimeoutMs: number;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const problems = productionConfigProblems(env);
  if (problems.length > 0) throw new ProductionConfigError(problems);
  // Outside production the dev provider is the default; choosing Razorpay without its keys is still wrong.
  const payment = paymentConfigProblems(env);
  if (payment.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=razorpay needs ${payment.join(', ')}`);
  // Images on S3 when S3_BUCKET is set; a half-configured S3 is refused everywhere, not ignored.
  const s3 = s3ConfigFromEnv(env);
  if (s3.problems.length > 0) throw new ConfigError(`Object storage is half-configured: ${s3.problems.join('; ')}.`);
  // Alert e-mail and SMS: like S3, a half-configured channel is refused everywhere.
  const notifications = notificationConfigFromEnv(env);
  if (notifications.problems.length > 0) {
    throw new ConfigError(`Alert notifications are half-configured: ${notifications.problems.join('; ')}.`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data/api'));
  const port = int(env.PORT, API_PORT);
  const rawRetentionHours = Math.max(1, int(env.TELEMETRY_RAW_RETENTION_HOURS, DEFAULT_TELEMETRY_SETTINGS.rawRetentionHours));
  // Off unless RELEASE_HEALTH=on; then the release store of the CARMARKET_RELEASES_* settings.
  const releaseHealth = releaseHealthFromEnv(env, rawRetentionHours);
  if (releaseHealth.problems.length > 0) throw new ConfigError(`Release health: ${releaseHealth.problems.join('; ')}.`);
  const corsOrigins = parseList(env.CORS_ORIGINS);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    s3: s3.config,
    // Image URLs are built from this, never from the request's Host header.
    publicUrl: env.PUBLIC_URL?.trim() || `http://localhost:${port}`,
    // The local app origins are a development default only: production requires CORS_ORIGINS (checked above).
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : DEFAULT_CORS_ORIGINS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
    notifications: notifications.config,
    // SEED_IMAGES=false seeds cars without pictures (faster starts for tests of several processes).
    seed: { cars: int(env.SEED_CARS, 240), images: env.SEED_IMAGES !== 'false' },
    // Bounds views only (response-cache.ts; at most 30000): writes show on every instance within 1 s via the listing version.
    cacheTtlMs: int(env.LISTING_CACHE_TTL_MS, 10_000),
    imageDecodeLimits: {
      concurrency: Math.max(1, int(env.IMAGE_DECODE_CONCURRENCY, 2)),
      maxQueue: Math.max(0, int(env.IMAGE_DECODE_QUEUE, 16)),
    },
    unattachedUploads: {
      maxPerUser: Math.max(1, int(env.UPLOAD_QUOTA_PER_USER, 40)),
      ttlMs: Math.max(1, int(env.UPLOAD_ORPHAN_TTL_HOURS, 24)) * 3_600_000,
    },
    housekeepingIntervalMs: Math.max(1, int(env.HOUSEKEEPING_INTERVAL_MINUTES, 15)) * 60_000,
    alertsIntervalMs: Math.max(1, int(env.ALERTS_INTERVAL_SECONDS, 30)) * 1000,
    telemetry: {
      beaconsPerVisitorPerMinute: Math.max(1, int(env.TELEMETRY_BEACONS_PER_MINUTE, DEFAULT_TELEMETRY_SETTINGS.beaconsPerVisitorPerMinute)),
      rawRetentionHours,
      rollupRetentionDays: Math.max(1, int(env.TELEMETRY_ROLLUP_RETENTION_DAYS, DEFAULT_TELEMETRY_SETTINGS.rollupRetentionDays)),
    },
    releaseHealth: releaseHealth.settings,
    shutdownTimeoutMs: Math.max(0, int(env.SHUTDOWN_TIMEOUT_SECONDS, 25)) * 1000,
  };
}
