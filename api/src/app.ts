// Builds the Fastify app (tests drive it with app.inject; main.ts makes it listen).
import { OTP_RESEND_SECONDS } from '@carmarket/shared/domain';
import { mkdirSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@carmarket/shared/domain';
import type { S3Config } from '@carmarket/object-storage';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext, RateLimitSettings } from './context';
import { openDatabase, runAsOnlyInstance, withStartupLock, type DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed';
import { matchCarChanges } from './features/alerts/alert-matching';
import { registerAlertRoutes } from './features/alerts/alert-routes';
import { registerAuthRoutes } from './features/auth/auth-routes';
import { createDevSmsSender, type SmsSender } from './features/auth/sms-sender';
import { registerCarRoutes } from './features/cars/car-routes';
import { registerContactRoutes } from './features/contact/contact-routes';
import { registerDealerRoutes } from './features/dealers/dealer-routes';
import { registerDevRoutes } from './features/dev/dev-routes';
import { registerEnquiryRoutes } from './features/enquiries/enquiry-routes';
import { registerHealthRoutes } from './features/health/health-routes';
import { registerLocationRoutes } from './features/locations/location-routes';
import { createAlertNotifications, type NotificationOptions } from './features/notifications/alert-notifications';
import { registerNotificationRoutes } from './features/notifications/notification-routes';
import { createDevPaymentProvider, type PaymentProvider } from './features/packages/payment-provider';
import { registerPackageRoutes } from './features/packages/package-routes';
import { registerPriceHistoryRoutes } from './features/price-history/price-history-routes';
import { registerProfileRoutes } from './features/profile/profile-routes';
import { registerRecentlyViewedRoutes } from './features/recently-viewed/recently-viewed-routes';
import { registerSavedCarRoutes } from './features/saved-cars/saved-car-routes';
import { registerSavedSearchRoutes } from './features/saved-searches/saved-search-routes';
import { registerSellerReportRoutes } from './features/sellers/seller-report-routes';
import { registerSellerRoutes } from './features/sellers/seller-routes';
import { registerSitemapRoutes } from './features/sitemap/sitemap-routes';
import { registerStatsRoutes } from './features/stats/stats-routes';
import { registerListingVersionRoutes } from './features/versions/listing-version-routes';
import { registerTelemetryRoutes } from './features/telemetry/telemetry-routes';
import { judgeCanaries } from './features/release-health/canary-job';
import { registerReleaseHealthRoutes } from './features/release-health/release-health-routes';
import { openReleaseStore, type ReleaseHealthSettings } from './features/release-health/release-health-settings';
import { deleteOldTelemetry, rollUpTelemetry } from './features/telemetry/telemetry-rollups';
import { DEFAULT_TELEMETRY_SETTINGS, type TelemetrySettings } from './features/telemetry/telemetry-settings';
import { createImageStorage, IMAGE_CACHE_CONTROL, imageBaseUrl } from './features/uploads/image-storage';
import { registerUploadRoutes } from './features/uploads/upload-routes';
import { createDecodeLimiter, DEFAULT_DECODE_LIMITS, type DecodeLimits } from './features/uploads/decode-limiter';
import {
  DEFAULT_UNATTACHED_UPLOAD_LIMITS,
  deleteOrphanedUploads,
  type UnattachedUploadLimits,
} from './features/uploads/unattached-uploads';
import { pruneCarViews } from './features/cars/car-views';
import { scheduleHousekeeping, type ScheduledHousekeeping } from './lib/housekeeping';
import { systemClock, type Clock } from './lib/clock';
import { rejectControlCharacters } from './lib/control-characters';
import { HttpError } from './lib/http-error';
import { OTP_SECRET_MIN_LENGTH, resolveOtpSecret } from './lib/otp-secret';
import { normalizePublicUrl } from './lib/base-url';
import { createListingVersion } from './lib/listing-version';
import { createResponseCache, DEFAULT_RESPONSE_TTL_MS, VERSION_CHECK_MS } from './lib/response-cache';
import { createDatabaseRateLimitStore, deleteEndedRateLimitWindows } from './lib/rate-limit-store';
import { API_PORT, localAppOrigins } from '../../scripts/apps.mjs';
import { useZodContracts, validationErrorBodyOf } from './lib/zod-contracts';
import { createVisitorAddresses } from './lib/visitor-address';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The browser apps' local origins, from the one app list (scripts/apps.mjs). */
export const DEFAULT_CORS_ORIGINS = localAppOrigins();

export const DEFAULT_PUBLIC_URL = `http://localhost:${API_PORT}`;

/** 64 MB of cached response bodies at most (a listing page is ~60 kB, a getAll page ~250 kB). */
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  globalPerMinute: 1000,
  otpSendPerNumber: 5,
  otpSendPerIp: 300,
  otpVerifyPerIp: 600,
  otpResendSeconds: OTP_RESEND_SECONDS,
};

export interface BuildAppOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory; undefined = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema (tests run each file in its own). */
  schema?: string | undefined;
  uploadsDir: string;
  /** Images in an S3-compatible bucket instead of uploadsDir (S3_* settings). */
  s3?: S3Config | null | undefined;
  /** The API's public origin (never the request's Host): cache keys and local-disk image URLs start with it. Default http://localhost:4000. */
  publicUrl?: string | undefined;
  /** Allowed browser origins. Default: the local app origins outside production, none in production. */
  corsOrigins?: string[];
  /** Fastify trustProxy (TRUST_PROXY): false, true, a hop count or proxy addresses/CIDRs. Sets request.ip for rate limits and logs. */
  trustProxy?: boolean | number | string[];
  production?: boolean;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimitSettings>;
  /** Prefix of this app's rate-limit counters in the database: apps with the same prefix share limits (default '', as every instance of a deployment must). Tests give each app its own. */
  rateLimitKeyPrefix?: string;
  /** Seed on start: number of cars, with or without images. false = no seeding. */
  seed?: { cars: number; images: boolean } | false;
  /**
   * Listing/getAll/stats response cache: longest age of a body (bounds read-driven counters such as views; writes
   * show within VERSION_CHECK_MS through the listing version). Default 10 s, at most 30 s; 0 disables.
   */
  cacheTtlMs?: number;
  /** Most bytes the response cache may hold (least recently used bodies go first). */
  cacheMaxBytes?: number;
  sms?: SmsSender;
  /** Key of the OTP code hashes (OTP_SECRET, 32+ characters); unset = random per process (warned in production). */
  otpSecret?: string | undefined;
  /** Default: the dev provider (main.ts passes the one PAYMENT_PROVIDER names; production refuses the dev one). */
  payments?: PaymentProvider;
  /** An already open database (tests share one across apps). */
  database?: DatabaseHandle;
  /** Concurrent image decodes in this process, and how many may wait. */
  imageDecodeLimits?: Partial<DecodeLimits>;
  /** Per-user quota and lifetime of uploads never attached to a car. */
  unattachedUploads?: Partial<UnattachedUploadLimits>;
  /** Every how often orphaned uploads and old view rows are deleted; unset = never (tests run the tasks themselves). */
  housekeepingIntervalMs?: number;
  /**
   * Every how often car changes are matched to alerts besides the housekeeping round (an instant alert
   * should not wait 15 minutes); unset = only in the housekeeping. Safe on every instance at once: the
   * matching claims its changes with `for update skip locked`.
   */
  alertsIntervalMs?: number;
  /**
   * Alert messages by SMS and e-mail: the site's origin for links, the SMTP and SMS gateway settings.
   * A channel without a provider uses the dev outbox outside production and is unavailable in production.
   */
  notifications?: NotificationOptions;
  /** Release health telemetry: the per-visitor beacon limit and the retention of raw events and roll-ups. */
  telemetry?: Partial<TelemetrySettings>;
  /** Release health's canary job in the housekeeping (RELEASE_HEALTH=on): the release store and default thresholds. Unset = off. */
  releaseHealth?: ReleaseHealthSettings | undefined;
}

const MESSAGE_BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File too large (max 20 MB)'],
  FST_FILES_LIMIT: [413, `Too many files (max ${UPLOAD_MAX_FILES})`],
  FST_PARTS_LIMIT: [413, 'Too many form parts'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Send the images as multipart/form-data in the field "files"'],
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Long ids or junk URLs are a 404/400, not a crash.
    routerOptions: { maxParamLength: 200 },
  });
  const database = options.database ?? (await openDatabase(options));
  const ownsDatabase = !options.database;
  const storage = createImageStorage(options);
  if (storage.localRoot) mkdirSync(storage.localRoot, { recursive: true });
  app.addHook('onClose', async () => storage.close());
  const publicUrl = normalizePublicUrl(options.publicUrl ?? DEFAULT_PUBLIC_URL);
  const otpSecret = resolveOtpSecret(options.otpSecret, production);
  // One reader of listing_version per instance: the response cache and GET /api/v1/listing-version.
  const listingVersion = createListingVersion(database.db, { checkEveryMs: VERSION_CHECK_MS });
  if (otpSecret.warning) app.log.warn(otpSecret.warning);
  const notifications = createAlertNotifications({
    db: database.db,
    clock: options.clock ?? systemClock,
    production,
    // The unsubscribe key derives from OTP_SECRET only when it is really configured (the per-process
    // fallback would differ between instances); otherwise the database's own key.
    configuredSecret: (options.otpSecret?.trim().length ?? 0) >= OTP_SECRET_MIN_LENGTH ? options.otpSecret!.trim() : undefined,
    options: options.notifications,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });
  app.addHook('onClose', async () => notifications.close());
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    storage,
    clock: options.clock ?? systemClock,
    sms: options.sms ?? createDevSmsSender(database.db, (m) => app.log.info(m), { production }),
    otpSecret: otpSecret.secret,
    payments: options.payments ?? createDevPaymentProvider(),
    notifications,
    cache: createResponseCache({
      ttlMs: options.cacheTtlMs ?? DEFAULT_RESPONSE_TTL_MS,
      maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
      version: listingVersion,
    }),
    listingVersion,
    publicUrl,
    imageBaseUrl: imageBaseUrl(storage, publicUrl),
    isProduction: production,
    visitorAddresses: createVisitorAddresses(options.trustProxy ?? false),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      ...options.rateLimits,
      // Whoever builds the app, production keeps the spec's 30 s cooldown.
      ...(production ? { otpResendSeconds: OTP_RESEND_SECONDS } : {}),
    },
    sessionTtlDays: 30,
    imageDecodes: createDecodeLimiter({ ...DEFAULT_DECODE_LIMITS, ...options.imageDecodeLimits }),
    unattachedUploads: { ...DEFAULT_UNATTACHED_UPLOAD_LIMITS, ...options.unattachedUploads },
  };
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  const telemetry: TelemetrySettings = { ...DEFAULT_TELEMETRY_SETTINGS, ...options.telemetry };
  // Release health's job: the store given (tests) or the one the CARMARKET_RELEASES_* settings name.
  const releaseHealth = options.releaseHealth
    ? { thresholds: options.releaseHealth.thresholds, store: options.releaseHealth.store ?? (await openReleaseStore()) }
    : undefined;
  if (releaseHealth && !options.releaseHealth?.store) app.addHook('onClose', async () => releaseHealth.store.close?.());
  let housekeeping: ScheduledHousekeeping | undefined;
  if (options.housekeepingIntervalMs) {
    // onClose hooks run last-added first: a run in progress finishes before the database closes.
    housekeeping = scheduleHousekeeping(
      app,
      [
        {
          name: 'delete orphaned uploads',
          run: () => deleteOrphanedUploads(ctx, new Date(ctx.clock().getTime() - ctx.unattachedUploads.ttlMs), app.log),
        },
        { name: 'prune car views', run: () => pruneCarViews(ctx.db, ctx.clock()) },
        { name: 'delete ended rate-limit windows', run: () => deleteEndedRateLimitWindows(ctx.db, ctx.clock()) },
        // Saved-search and price-drop alerts from the car_changes outbox (batches of one transaction each).
        { name: 'match car changes to alerts', run: () => matchCarChanges(ctx.db, ctx.clock()) },
        // Right after matching: new alerts planned into SMS/e-mail deliveries, and what is due sent.
        { name: 'send alert notifications', run: () => notifications.run() },
        // Roll-up first: retention never deletes raw events a roll-up has still to read.
        { name: 'roll up telemetry', run: () => rollUpTelemetry(ctx.db, ctx.clock()) },
        { name: 'delete old telemetry', run: () => deleteOldTelemetry(ctx.db, ctx.clock(), telemetry) },
        // After the roll-up; reads raw events of its window, which retention keeps far longer.
        ...(releaseHealth
          ? [
              {
                name: 'judge canaries',
                run: () =>
                  judgeCanaries({
                    db: ctx.db,
                    store: releaseHealth.store,
                    now: ctx.clock(),
                    thresholds: releaseHealth.thresholds,
                    // A canary's own window never reaches past the raw events it is judged on.
                    longestWindowMinutes: telemetry.rawRetentionHours * 60,
                    log: app.log,
                  }),
              },
            ]
          : []),
      ],
      options.housekeepingIntervalMs,
      (job, run) => runAsOnlyInstance(database, job, run),
    );
  }

  if (options.alertsIntervalMs) {
    scheduleHousekeeping(
      app,
      [
        { name: 'match car changes to alerts', run: () => matchCarChanges(ctx.db, ctx.clock()) },
        { name: 'send alert notifications', run: () => notifications.run() },
      ],
      options.alertsIntervalMs,
      (job, run) => runAsOnlyInstance(database, job, run),
      'alerts',
    );
  }

  if (options.seed) {
    const seed = options.seed;
    // One instance seeds; the others wait for it and then find the demo data in place.
    await withStartupLock(database, () => seedDatabase(database.db, { cars: seed.cars, storage: seed.images ? storage : null }));
  }

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...validationErrorBodyOf(request, error), ...error.extra, message: error.message });
    }
    const known = error.code ? MESSAGE_BY_CODE[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong' });
  });
  // While shutting down, answers close their connection: a keep-alive connection of a request in
  // flight would otherwise hold the process until the client's idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Route not found' }));

  await app.register(helmet, {
    // Images are embedded by the front-end origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  const allowed = new Set(options.corsOrigins ?? (production ? [] : DEFAULT_CORS_ORIGINS));
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    // Counted in the database, so the limits hold for every instance together (issue 13).
    store: createDatabaseRateLimitStore(ctx.db, ctx.clock, options.rateLimitKeyPrefix ?? ''),
    max: ctx.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  // JSON listings are large and repetitive: brotli/gzip when the client accepts it (images
  // are already compressed, so only text types are encoded; tiny bodies are left alone).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: 40 } });
  // Local-disk images are served here; S3 images are served by the bucket (or its CDN).
  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: 31_536_000_000,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
      },
    });
  }

  // Before every route: NUL and other control characters in params, query or body are a 400.
  rejectControlCharacters(app);
  // Routes with an endpoint contract validate their input and check their answer with its zod schemas.
  const contractApp = useZodContracts(app);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(contractApp, ctx);
  registerCarRoutes(contractApp, ctx);
  registerUploadRoutes(contractApp, ctx);
  registerProfileRoutes(contractApp, ctx);
  registerSellerRoutes(contractApp, ctx);
  registerSellerReportRoutes(contractApp, ctx);
  registerSavedCarRoutes(contractApp, ctx);
  registerRecentlyViewedRoutes(contractApp, ctx);
  registerSavedSearchRoutes(contractApp, ctx);
  registerPriceHistoryRoutes(contractApp, ctx);
  registerAlertRoutes(contractApp, ctx);
  registerNotificationRoutes(contractApp, ctx);
  registerEnquiryRoutes(contractApp, ctx);
  registerDealerRoutes(contractApp, ctx);
  registerPackageRoutes(contractApp, ctx);
  registerContactRoutes(contractApp, ctx);
  registerLocationRoutes(contractApp, ctx);
  registerStatsRoutes(contractApp, ctx);
  registerListingVersionRoutes(contractApp, ctx);
  registerSitemapRoutes(contractApp, ctx);
  registerTelemetryRoutes(contractApp, ctx, telemetry);
  registerReleaseHealthRoutes(contractApp, ctx);
  if (!production) registerDevRoutes(contractApp, ctx, housekeeping?.runNow);

  return app;
}
