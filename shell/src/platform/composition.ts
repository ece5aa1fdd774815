// The composition file says which remote version lives where in this environment. The
// shell reads it at start, so no remote URL is baked into the shell build.
import { z } from 'zod';
import type { RemoteName } from '@carmarket/shared';

export const REMOTE_NAMES = ['mf_browse', 'mf_sell', 'mf_account', 'mf_auth'] as const satisfies readonly RemoteName[];

const compositionSchema = z.object({
  environment: z.string().default('local'),
  apiBaseUrl: z.string().url(),
  remoteTimeoutMs: z.number().int().positive().default(8000),
  remotes: z.record(z.string(), z.string().url()),
  allowedOverrideOrigins: z.array(z.string().url()).default([]),
});

export type Composition = z.infer<typeof compositionSchema>;

export function parseComposition(raw: unknown): Composition {
  const composition = compositionSchema.parse(raw);
  for (const name of REMOTE_NAMES) {
    if (!composition.remotes[name]) throw new Error(`The composition file names no manifest for ${name}`);
  }
  return composition;
}

export async function fetchComposition(url = '/env/composition.json'): Promise<Composition> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  return parseComposition(await response.json());
}

/** Origins a remote may be loaded from: the composition's own plus the staging allowlist. */
export function allowedRemoteOrigins(composition: Composition): Set<string> {
  return new Set([
    ...Object.values(composition.remotes).map((url) => new URL(url).origin),
    ...composition.allowedOverrideOrigins.map((url) => new URL(url).origin),
  ]);
}
