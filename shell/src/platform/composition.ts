// The composition file says which remote version lives where in this environment. The
// shell reads it at start, so no remote URL is baked into the shell build.
import * as z from 'zod/v4/mini';
import type { RemoteName } from '@carmarket/shared';
import { requestComposition } from './composition-request';

// No eval: zod otherwise probes `new Function` to compile fast object parsers, which the CSP
// (script-src without 'unsafe-eval') refuses and reports as a violation. Set before any schema.
z.config({ jitless: true });

export const REMOTE_NAMES = ['mf_browse', 'mf_sell', 'mf_account', 'mf_auth'] as const satisfies readonly RemoteName[];

const compositionSchema = z.object({
  environment: z._default(z.string(), 'local'),
  apiBaseUrl: z.url(),
  /** The site's public origin for canonical and Open Graph URLs; the shell's own origin when absent. */
  publicOrigin: z.optional(z.url()),
  /** The API versions the API serves (a released environment's; the release check reads it). */
  apiVersions: z.optional(z.array(z.string())),
  remoteTimeoutMs: z._default(z.int().check(z.positive()), 8000),
  remotes: z.record(z.string(), z.url()),
  allowedOverrideOrigins: z._default(z.array(z.url()), []),
  /** Present when the composition is a released environment's (pnpm env:promote): app → version. */
  releases: z.optional(z.record(z.string(), z.object({ version: z.string() }))),
});

export type Composition = z.infer<typeof compositionSchema>;

export function parseComposition(raw: unknown): Composition {
  const composition = compositionSchema.parse(raw);
  for (const name of REMOTE_NAMES) {
    if (!composition.remotes[name]) throw new Error(`The composition file names no manifest for ${name}`);
  }
  return composition;
}

/** The environment's composition, from the request main.js started (see composition-request). */
export async function fetchComposition(): Promise<Composition> {
  return parseComposition(await requestComposition());
}

/** Origins a remote may be loaded from: the composition's own plus the staging allowlist. */
export function allowedRemoteOrigins(composition: Composition): Set<string> {
  return new Set([
    ...Object.values(composition.remotes).map((url) => new URL(url).origin),
    ...composition.allowedOverrideOrigins.map((url) => new URL(url).origin),
  ]);
}
