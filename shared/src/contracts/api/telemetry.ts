// Contracts of release health telemetry (issue 27): the batches browsers send with
// navigator.sendBeacon (Web Vitals, errors, remote load failures) and the shell's server sends of its
// renders, and the per-minute roll-ups the health page reads. Every record carries the environment,
// the route pattern and the release of every app on the page; nothing names a person.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

/** The API refuses larger batches; the browser sends a fuller queue in several beacons. */
export const TELEMETRY_MAX_EVENTS = 50;
/** Bytes of one batch at most (a beacon of 50 events with long error messages stays under it). */
export const TELEMETRY_MAX_BODY_BYTES = 32 * 1024;
/** Characters of an error message at most. */
export const TELEMETRY_MESSAGE_MAX_LENGTH = 500;
/** Characters of an environment, app, remote or release name at most. */
export const TELEMETRY_NAME_MAX_LENGTH = 64;
/** Characters of a route pattern at most. */
export const TELEMETRY_ROUTE_MAX_LENGTH = 200;
/** Apps named in a batch's releases at most (the shell and every remote it may mount). */
export const TELEMETRY_MAX_APPS = 16;
/** Milliseconds a timing may report at most (10 minutes); CLS, a score, is bounded by it too. */
export const TELEMETRY_MAX_VALUE = 600_000;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const TELEMETRY_ERROR_SOURCES = ['uncaught', 'unhandled-rejection', 'error-boundary'] as const;
export const REMOTE_FAILURE_CAUSES = ['network', 'code'] as const;
export const RENDER_FALLBACK_REASONS = ['timeout', 'error', 'unavailable'] as const;

// Names as releases and compositions spell them: 'staging', 'mf-browse', '0.1.0+56edb91', 'local'.
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+:@/-]*$/;
const telemetryName = (field: string) =>
  z
    .string()
    .check(
      z.minLength(1, `${field} is required`),
      z.maxLength(TELEMETRY_NAME_MAX_LENGTH, `${field} must be at most ${TELEMETRY_NAME_MAX_LENGTH} characters`),
      z.regex(NAME_PATTERN, `${field} must be letters, digits and . _ + : @ / -`),
    );

/** A measure: finite (zod refuses Infinity and NaN), 0 to TELEMETRY_MAX_VALUE. */
const measure = (field: string) =>
  z.number(`${field} must be a number`).check(z.gte(0, `${field} must be 0 or more`), z.lte(TELEMETRY_MAX_VALUE, `${field} is too large`));

/** The route pattern ('/cars/:id'), never a URL: a path with no query or fragment. */
const routePattern = z
  .string()
  .check(
    z.maxLength(TELEMETRY_ROUTE_MAX_LENGTH, `route must be at most ${TELEMETRY_ROUTE_MAX_LENGTH} characters`),
    z.regex(/^\/[^?#\s]*$/, 'route must be a path starting with / without a query or fragment'),
  );

/** When the page recorded it (epoch milliseconds); stored rows use the time the API received them. */
const recordedAt = z
  .number('at must be a number')
  .check(z.gte(0, 'at must be a time'), z.lte(Number.MAX_SAFE_INTEGER, 'at must be a time'));

const vitalRecordSchema = z.strictObject({
  kind: z.literal('vital'),
  name: z.enum(WEB_VITAL_NAMES),
  value: measure('value'),
  at: recordedAt,
});
const errorRecordSchema = z.strictObject({
  kind: z.literal('error'),
  source: z.enum(TELEMETRY_ERROR_SOURCES),
  message: z
    .string()
    .check(z.maxLength(TELEMETRY_MESSAGE_MAX_LENGTH, `message must be at most ${TELEMETRY_MESSAGE_MAX_LENGTH} characters`)),
  at: recordedAt,
});
const remoteFailureRecordSchema = z.strictObject({
  kind: z.literal('remote-failure'),
  remote: telemetryName('remote'),
  release: telemetryName('release'),
  cause: z.enum(REMOTE_FAILURE_CAUSES),
  at: recordedAt,
});
/** The shell's server: one page render, or one remote's slot in it (remote and its release). */
const renderRecordSchema = z.strictObject({
  kind: z.literal('render'),
  remote: z.optional(telemetryName('remote')),
  release: z.optional(telemetryName('release')),
  durationMs: measure('durationMs'),
  fellBack: z.optional(z.enum(RENDER_FALLBACK_REASONS)),
  at: recordedAt,
});

export const telemetryEventSchema = z.discriminatedUnion('kind', [
  vitalRecordSchema,
  errorRecordSchema,
  remoteFailureRecordSchema,
  renderRecordSchema,
]);
/** One event of a batch, with the time the page recorded it. */
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;
type WithoutTime<T> = T extends unknown ? Omit<T, 'at'> : never;
/** What the browser or the shell's server records; the batcher adds `at`. */
export type TelemetryRecord = WithoutTime<TelemetryEvent>;

export const telemetryBatchSchema = z.strictObject({
  environment: telemetryName('environment'),
  route: routePattern,
  /** app → release for every app mounted on the page, the shell included ('local' when unreleased). */
  releases: z.record(telemetryName('app'), telemetryName('release')).check(
    z.refine((releases) => Object.keys(releases).length >= 1, 'releases must name the apps on the page'),
    z.refine((releases) => Object.keys(releases).length <= TELEMETRY_MAX_APPS, `releases may name at most ${TELEMETRY_MAX_APPS} apps`),
  ),
  events: z
    .array(telemetryEventSchema)
    .check(z.minLength(1, 'events must not be empty'), z.maxLength(TELEMETRY_MAX_EVENTS, `events must be at most ${TELEMETRY_MAX_EVENTS}`)),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;
/** The page's part of a batch: what every event of it shares. */
export type TelemetryContext = Omit<TelemetryBatch, 'events'>;

/**
 * Stores a batch. No session needed; the body may come as application/json or, as sendBeacon sends
 * it, text/plain (a simple request: no CORS preflight). Rate-limited per visitor address (never
 * stored); answers 204 with no body.
 */
export const recordTelemetryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/telemetry',
  body: telemetryBatchSchema,
  response: z.undefined(),
});

/**
 * A roll-up's metric: a Web Vital; 'render' (the shell server's page render) or 'remote-render' (one
 * remote's slot in it); 'error'; 'remote-failure'.
 */
export const TELEMETRY_METRICS = [...WEB_VITAL_NAMES, 'render', 'remote-render', 'error', 'remote-failure'] as const;
export type TelemetryMetric = (typeof TELEMETRY_METRICS)[number];
/** Roll-up rows one GET answers at most (oldest first: ask again from the last minute for more). */
export const TELEMETRY_ROLLUPS_PAGE_MAX = 5000;

export const telemetryRollupSchema = z.object({
  /** The minute's start (ISO). */
  minute: z.string(),
  environment: z.string(),
  app: z.string(),
  release: z.string(),
  route: z.string(),
  metric: z.enum(TELEMETRY_METRICS),
  /** Events of the metric on pages where the app ran that release. */
  count: z.number(),
  /** Of them, failures: every error and remote failure, renders that fell back; 0 for vitals. */
  errorCount: z.number(),
  /** Percentiles of the value (ms; CLS a score) for vitals and renders; null for errors and remote failures. */
  p50: z.nullable(z.number()),
  p75: z.nullable(z.number()),
  p95: z.nullable(z.number()),
});
export type TelemetryRollup = z.infer<typeof telemetryRollupSchema>;

/** The per-minute roll-ups of an environment (one app, or all), from `since` (default: the last hour). Public: figures only. */
export const getTelemetryRollupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/telemetry/rollups',
  query: z.object({
    environment: telemetryName('environment'),
    app: z.optional(telemetryName('app')),
    since: z.optional(z.iso.datetime({ offset: true, error: 'since must be a date and time' })),
  }),
  response: z.object({
    rollups: z.array(telemetryRollupSchema),
    /** Minutes before it are rolled up and final; null before the first roll-up. */
    rolledUpUntil: z.nullable(z.string()),
    /** True when more rows matched than TELEMETRY_ROLLUPS_PAGE_MAX. */
    truncated: z.boolean(),
  }),
});
