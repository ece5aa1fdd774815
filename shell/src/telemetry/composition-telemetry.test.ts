import { describe, expect, it } from 'vitest';
import { parseComposition, REMOTE_NAMES } from '../platform/composition';

// The composition's optional telemetry field: the share of page views that report.
const base = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, `http://localhost:${3001 + index}/mf-manifest.json`])),
};

describe("the composition's telemetry sample rate", () => {
  it('is absent unless the environment sets one', () => {
    expect(parseComposition(base)).not.toHaveProperty('telemetry');
  });

  it('is read when it is a share between 0 and 1', () => {
    expect(parseComposition({ ...base, telemetry: { sampleRate: 0.25 } }).telemetry).toEqual({ sampleRate: 0.25 });
  });

  it.each([{ sampleRate: 1.5 }, { sampleRate: -0.1 }, { sampleRate: '0.5' }, {}, 0.5])('refuses %j', (telemetry) => {
    expect(() => parseComposition({ ...base, telemetry })).toThrow(/telemetry/);
  });
});
