import { useEffect } from 'react';
import { signalHydrated } from '../platform/hydration-signal';

/**
 * Says once that React owns the page (platform/hydration-signal.ts): an effect of the root's tree
 * runs after the root's first commit, the hydration's on a server-rendered page. Input held by the
 * document's early-input script is replayed then; benchmarks read the `carmarket:hydrated` mark.
 * A slot still waiting for its remote hydrates later (the early-input script waits for it too).
 */
export function HydrationSignal() {
  useEffect(() => signalHydrated(), []);
  return null;
}
