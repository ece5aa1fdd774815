import { describe, expect, it } from 'vitest';
import type { Composition } from '../platform/composition';
import { holdRemoteSet, remoteSetOf } from './server-federation';

const compositionWith = (browse: string): Composition => ({
  environment: 'staging',
  apiBaseUrl: 'http://localhost:4000',
  remoteTimeoutMs: 8000,
  allowedOverrideOrigins: [],
  remotes: {
    mf_browse: `http://localhost:3090/mf-browse/${browse}/mf-manifest.json`,
    mf_sell: 'http://localhost:3002/mf-manifest.json',
    mf_account: 'http://localhost:3003/mf-manifest.json',
    mf_auth: 'http://localhost:3004/mf-manifest.json',
  },
});
const STABLE = compositionWith('0.1.0');
const CANARY = compositionWith('0.2.0');
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one set of remote releases renders at a time', () => {
  it('keys a set by every remote’s server entry', () => {
    expect(remoteSetOf(STABLE)).toContain('http://localhost:3090/mf-browse/0.1.0/server/remoteEntry.js');
    expect(remoteSetOf(STABLE)).not.toBe(remoteSetOf(CANARY));
    expect(remoteSetOf(STABLE)).toBe(remoteSetOf(compositionWith('0.1.0')));
  });

  it('runs renders of one set together, holds another set until they end, and lets neither starve', async () => {
    const order: string[] = [];
    const hold = (composition: Composition, name: string) =>
      holdRemoteSet(composition).then((release) => {
        order.push(name);
        return release;
      });
    const stableA = await hold(STABLE, 'stable a');
    const stableB = await hold(STABLE, 'stable b');
    const canary = hold(CANARY, 'canary');
    // Came after the canary: waits behind it although its set is the one running.
    const stableC = hold(STABLE, 'stable c');
    await settled();
    expect(order).toEqual(['stable a', 'stable b']);
    stableA();
    stableA(); // a second call changes nothing
    await settled();
    expect(order).toEqual(['stable a', 'stable b']);
    stableB();
    const releaseCanary = await canary;
    await settled();
    expect(order).toEqual(['stable a', 'stable b', 'canary']);
    releaseCanary();
    (await stableC)();
    expect(order).toEqual(['stable a', 'stable b', 'canary', 'stable c']);
    // Nothing running: any set starts at once.
    (await hold(CANARY, 'canary again'))();
  });
});
