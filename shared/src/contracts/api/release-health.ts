// Contracts of release health (issue 27, deliverable 4): the decisions the API's canary analysis made
// on its own, rolling a canary back or promoting it, with the figures of both releases that decided
// it. Public like the roll-ups: figures only, no session.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { TELEMETRY_NAME_MAX_LENGTH } from './telemetry';

/** Decisions one GET answers at most; by default the last RELEASE_DECISIONS_DEFAULT_LIMIT. */
export const RELEASE_DECISIONS_MAX_LIMIT = 100;
export const RELEASE_DECISIONS_DEFAULT_LIMIT = 20;

/** What the analysis did: `wait` is never stored, only what changed the environment. */
export const RELEASE_DECISION_ACTIONS = ['rollback', 'promote'] as const;
export type ReleaseDecisionAction = (typeof RELEASE_DECISION_ACTIONS)[number];

/** One release's figures over the decision's window. Rates are per page view (0.02 = 2 %). */
export const releaseFiguresSchema = z.object({
  /** Page views (one TTFB per hard page load). */
  pageViews: z.number(),
  /** Uncaught errors, unhandled rejections and error-boundary fallbacks per page view. */
  errorRate: z.number(),
  /** Remote load failures (network or code) per page view. */
  remoteFailureRate: z.number(),
  /** p75 of LCP and of INP in ms over the window; null when no page reported one. */
  lcpP75: z.nullable(z.number()),
  inpP75: z.nullable(z.number()),
});
export type ReleaseFigures = z.infer<typeof releaseFiguresSchema>;

export const releaseDecisionSchema = z.object({
  id: z.string(),
  environment: z.string(),
  /** The app whose canary was decided ('mf-browse'). */
  app: z.string(),
  canaryVersion: z.string(),
  stableVersion: z.string(),
  action: z.enum(RELEASE_DECISION_ACTIONS),
  /** In words, with the figures that decided it. */
  reason: z.string(),
  /** ISO time of the decision. */
  decidedAt: z.string(),
  /** The sliding window the figures cover, in minutes. */
  windowMinutes: z.number(),
  canary: releaseFiguresSchema,
  stable: releaseFiguresSchema,
});
export type ReleaseDecision = z.infer<typeof releaseDecisionSchema>;

const environmentName = z
  .string()
  .check(
    z.minLength(1, 'environment is required'),
    z.maxLength(TELEMETRY_NAME_MAX_LENGTH, `environment must be at most ${TELEMETRY_NAME_MAX_LENGTH} characters`),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._+:@/-]*$/, 'environment must be letters, digits and . _ + : @ / -'),
  );

/** The automatic decisions of an environment, newest first. Public: figures only. */
export const getReleaseDecisionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/telemetry/decisions',
  query: z.object({
    environment: environmentName,
    limit: z._default(
      z.coerce
        .number('limit must be a number')
        .check(
          z.int('limit must be a whole number'),
          z.minimum(1, 'limit must be at least 1'),
          z.maximum(RELEASE_DECISIONS_MAX_LIMIT, `limit must be at most ${RELEASE_DECISIONS_MAX_LIMIT}`),
        ),
      RELEASE_DECISIONS_DEFAULT_LIMIT,
    ),
  }),
  response: z.object({ decisions: z.array(releaseDecisionSchema) }),
});
