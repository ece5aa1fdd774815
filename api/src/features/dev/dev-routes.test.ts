// POST /api/v1/dev/housekeeping: the background round run on demand, so tests and end-to-end
// journeys need not wait for its interval; absent in production.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('POST /api/v1/dev/housekeeping', () => {
  it('runs the housekeeping round now and answers when it is done', async () => {
    testApp = await createTestApp({ seed: { cars: 2, images: false }, housekeepingIntervalMs: 60 * 60_000 });
    const { app, database } = testApp;
    // The round the app starts when ready is over once this answers.
    expect((await app.inject({ method: 'POST', url: '/api/v1/dev/housekeeping' })).statusCode).toBe(200);
    // A rate-limit window that ended since: only a new round deletes it.
    await database.db
      .insertInto('rateLimitCounters')
      .values({ key: 'dev-route-test', hits: 1, windowEndsAt: new Date(Date.now() - 3_600_000) })
      .execute();
    const response = await app.inject({ method: 'POST', url: '/api/v1/dev/housekeeping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ran: true });
    const left = await database.db.selectFrom('rateLimitCounters').where('key', '=', 'dev-route-test').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('answers 404 in a process that schedules no housekeeping', async () => {
    testApp = await createTestApp({ seed: { cars: 2, images: false } });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/dev/housekeeping' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Housekeeping is not scheduled in this process' });
  });

  it('does not exist in production', async () => {
    testApp = await createTestApp({ seed: { cars: 2, images: false }, production: true, housekeepingIntervalMs: 60 * 60_000 });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/dev/housekeeping' });
    expect(response.statusCode).toBe(404);
  });
});
