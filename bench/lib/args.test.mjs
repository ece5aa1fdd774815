import { describe, expect, it } from 'vitest';
import { argValue, hasFlag, runsOption } from './args.mjs';

const argv = (...args) => ['node', 'bench/x.mjs', ...args];

describe('runsOption', () => {
  it('reads --runs N', () => {
    expect(runsOption(5, argv('--runs', '3'))).toBe(3);
  });

  it('falls back to the default without --runs', () => {
    expect(runsOption(5, argv('--ssr'))).toBe(5);
  });

  it('refuses what is not a positive whole number instead of running a silent default', () => {
    expect(() => runsOption(5, argv('--runs', 'five'))).toThrow(/positive whole number/);
    expect(() => runsOption(5, argv('--runs', '0'))).toThrow(/positive whole number/);
  });
});

describe('argValue and hasFlag', () => {
  it('read an option value and a flag', () => {
    expect(argValue('routes', null, argv('--routes', '/,/sell'))).toBe('/,/sell');
    expect(argValue('routes', 'all', argv('--routes'))).toBe('all');
    expect(hasFlag('calibrated', argv('--calibrated'))).toBe(true);
    expect(hasFlag('calibrated', argv())).toBe(false);
  });
});
