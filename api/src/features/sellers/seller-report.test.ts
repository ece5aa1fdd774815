// POST /api/v1/sellers/:userId/report: signed in, not yourself, a known seller, a 1-500 character reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: { token: string; user: { id: string } };
let dealer: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 40, images: false } });
  owner = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
});
afterAll(() => t.close());

const report = (userId: string, payload: unknown, token?: string, app = t.app) =>
  call(app, { method: 'POST', url: `/api/v1/sellers/${userId}/report`, payload: payload as object, ...(token ? { token } : {}) });
const reportsAbout = (sellerId: string) =>
  t.database.db.selectFrom('sellerReports').selectAll().where('sellerId', '=', sellerId).orderBy('createdAt').execute();

describe('POST /api/v1/sellers/:userId/report', () => {
  it('stores the report and thanks the reporter', async () => {
    const res = await report(dealer.user.id, { reason: '  Asked for an advance payment before any visit.  ' }, owner.token);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: 'Thanks. Our team will review this profile.' });
    const rows = await reportsAbout(dealer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: owner.user.id,
      sellerId: dealer.user.id,
      reason: 'Asked for an advance payment before any visit.',
    });
    expect(new Date(rows[0]!.createdAt).getTime()).toBe(t.clock().getTime());
  });

  it('401 without a token (or with a bad one), and stores nothing', async () => {
    const before = await reportsAbout(dealer.user.id);
    for (const token of [undefined, 'not-a-real-token-0123456789']) {
      const res = await report(dealer.user.id, { reason: 'spam' }, token);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Please sign in to continue' });
    }
    expect(await reportsAbout(dealer.user.id)).toEqual(before);
  });

  it('404 for an unknown user', async () => {
    const res = await report('no-such-user', { reason: 'spam' }, owner.token);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Seller not found' });
  });

  it('400 for your own profile', async () => {
    const res = await report(owner.user.id, { reason: 'testing' }, owner.token);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'You cannot report your own profile' });
    expect(await reportsAbout(owner.user.id)).toEqual([]);
  });

  it('400 for a missing, blank, non-text or too long reason; 500 characters is fine', async () => {
    const before = (await reportsAbout(dealer.user.id)).length;
    for (const payload of [{}, { reason: '' }, { reason: '    ' }, { reason: 42 }, { reason: null }, { reason: 'x'.repeat(501) }]) {
      const res = await report(dealer.user.id, payload, owner.token);
      expect(res.status, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json).toEqual({ message: 'Please tell us why you are reporting this profile (1-500 characters)' });
    }
    expect((await reportsAbout(dealer.user.id)).length).toBe(before);
    // Trimmed before counting: 500 characters plus surrounding spaces are accepted.
    expect((await report(dealer.user.id, { reason: ` ${'y'.repeat(500)} ` }, owner.token)).status).toBe(201);
    expect((await reportsAbout(dealer.user.id)).length).toBe(before + 1);
  });

  it('is rate limited like the other calls (per IP)', async () => {
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { globalPerMinute: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await report(dealer.user.id, { reason: `report ${i}` }, owner.token, limited.app)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
