import { describe, expect, it } from 'vitest';
import { remoteForFirstPaint, remoteForPath, type RouteRemote } from './route-remotes';

describe('remoteForPath', () => {
  it('maps each remote route to the module that renders it', () => {
    expect(remoteForPath('/buy-car')).toMatchObject({ remote: 'mf_browse', module: 'BuyCarPage' });
    expect(remoteForPath('/buy-car/abc')).toMatchObject({ remote: 'mf_browse', module: 'CarDetailPage' });
    expect(remoteForPath('/sell')).toMatchObject({ remote: 'mf_sell', module: 'SellPage' });
    expect(remoteForPath('/settings/profile')).toMatchObject({ remote: 'mf_account', module: 'AccountRoutes' });
    expect(remoteForPath('/saved')).toMatchObject({ remote: 'mf_account', module: 'AccountRoutes' });
  });

  it('maps a landing URL to the listing, and no other one-segment path', () => {
    expect(remoteForPath('/used-cars-in-pune')).toMatchObject({ remote: 'mf_browse', module: 'BuyCarPage' });
    expect(remoteForPath('/used-suv-cars?page=2')).toMatchObject({ remote: 'mf_browse', module: 'BuyCarPage' });
    expect(remoteForPath('/used-cars')).toBeNull();
    expect(remoteForPath('/usedcars-in-pune')).toBeNull();
  });

  it('answers null for the shell’s own pages', () => {
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/contact-us')).toBeNull();
  });
});

describe('remoteForFirstPaint', () => {
  it('warms the carousel for the home page and the route’s module elsewhere', () => {
    expect(remoteForFirstPaint('/')).toEqual({ remote: 'mf_browse', module: 'CarCarousel' });
    expect(remoteForFirstPaint('/buy-car')).toMatchObject({ remote: 'mf_browse', module: 'BuyCarPage' });
    expect(remoteForFirstPaint('/about')).toBeNull();
  });
});

describe('route remote types', () => {
  it('accept only a module the remote exposes', () => {
    const ok: RouteRemote = { prefix: '/sell', remote: 'mf_sell', module: 'SellPage' };
    // @ts-expect-error mf_sell exposes no BuyCarPage (a module of another remote)
    const otherRemote: RouteRemote = { prefix: '/sell', remote: 'mf_sell', module: 'BuyCarPage' };
    // @ts-expect-error no remote exposes SellPageV2 (a renamed expose)
    const renamed: RouteRemote = { prefix: '/sell', remote: 'mf_sell', module: 'SellPageV2' };
    expect([ok, otherRemote, renamed].map((entry) => entry.remote)).toEqual(['mf_sell', 'mf_sell', 'mf_sell']);
  });
});

describe('route-remotes in main.js', () => {
  it('imports only types from @carmarket/shared: it runs before the shared singletons exist', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(`${__dirname}/route-remotes.ts`, 'utf8');
    const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*from\s+'@carmarket\/shared[^']*';/gm)];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.every((match) => match[1])).toBe(true);
  });
});
