// Matching on its own schedule (alertsIntervalMs, ALERTS_INTERVAL_SECONDS): an instant alert comes
// within seconds of the car write, not at the next 15-minute housekeeping round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody } from '../../test/car-bodies';
import { call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { optionsFromEnv } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 4, images: false }, alertsIntervalMs: 100 });
});
afterAll(() => t.close());

describe('alerts matching on its own schedule', () => {
  it('writes the alert of a just-listed car without the housekeeping round', async () => {
    const buyer = await signInOwner(t.app, t.clock);
    const dealer = await signInDealer(t.app, t.clock);
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/v1/saved-searches',
      token: buyer.token,
      payload: { query: { brand: ['Tesla'] }, alert: 'instant' },
    });
    expect(saved.status, saved.body).toBe(201);
    const listed = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: dealer.token,
      payload: carBody(dealer.user.id, { brand: 'Tesla', model: 'Model 3', carName: 'Tesla Model 3' }),
    });
    expect(listed.status, listed.body).toBe(201);
    await expect
      .poll(
        async () => {
          const res = await call(t.app, { method: 'GET', url: '/api/v1/alerts', token: buyer.token });
          return (res.json.alerts as Array<{ car: { id: string } }>).map((alert) => alert.car.id);
        },
        { timeout: 5000 },
      )
      .toEqual([listed.json.car.id]);
  });

  it('runs every 30 s unless ALERTS_INTERVAL_SECONDS says otherwise', () => {
    expect(optionsFromEnv({}).alertsIntervalMs).toBe(30_000);
    expect(optionsFromEnv({ ALERTS_INTERVAL_SECONDS: '5' }).alertsIntervalMs).toBe(5_000);
  });
});
