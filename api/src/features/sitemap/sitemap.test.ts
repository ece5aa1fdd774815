// GET /api/v1/sitemap/cars: public cars only, paged oldest first, with the total for the index.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_CARS_PER_FILE } from '@carmarket/shared/seo';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let publicIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const sold = await t.database.db.selectFrom('cars').select('id').orderBy('id').limit(3).execute();
  await t.database.db
    .updateTable('cars')
    .set({ isSold: true })
    .where(
      'id',
      'in',
      sold.map((row) => row.id),
    )
    .execute();
  const rows = await t.database.db.selectFrom('cars').select('id').where('isSold', '=', false).execute();
  publicIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const get = (query: string) => call(t.app, { method: 'GET', url: `/api/v1/sitemap/cars${query}` });

describe('GET /api/v1/sitemap/cars', () => {
  it('pages every public car exactly once, with ISO last-modified times and the total', async () => {
    const pageSize = 25;
    const first = await get(`?page=1&pageSize=${pageSize}`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: publicIds.length, page: 1, pageSize, pageCount: Math.ceil(publicIds.length / pageSize) });
    const seen: string[] = [];
    for (let page = 1; page <= first.json.pageCount; page += 1) {
      const res = await get(`?page=${page}&pageSize=${pageSize}`);
      for (const car of res.json.cars as { id: string; updatedAt: string }[]) {
        expect(new Date(car.updatedAt).toISOString()).toBe(car.updatedAt);
        seen.push(car.id);
      }
    }
    expect(seen).toHaveLength(publicIds.length);
    expect(new Set(seen)).toEqual(new Set(publicIds));
    expect((await get(`?page=${first.json.pageCount + 1}&pageSize=${pageSize}`)).json.cars).toEqual([]);
  });

  it('lists oldest first, so a new car lands in the last file', async () => {
    const rows = await t.database.db
      .selectFrom('cars')
      .select(['id'])
      .where('isSold', '=', false)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'desc')
      .execute();
    expect((await get('')).json.cars.map((car: { id: string }) => car.id)).toEqual(rows.map((row) => row.id));
  });

  it('defaults to one sitemap file of cars; pageSize 0 answers the total only', async () => {
    expect((await get('')).json).toMatchObject({ page: 1, pageSize: SITEMAP_CARS_PER_FILE, total: publicIds.length });
    expect((await get('?pageSize=0')).json).toEqual({ cars: [], total: publicIds.length, page: 1, pageSize: 0, pageCount: 0 });
  });

  it('rejects a bad page or a page larger than a sitemap file', async () => {
    for (const query of ['?page=0', '?page=abc', `?pageSize=${SITEMAP_CARS_PER_FILE + 1}`, '?pageSize=-1']) {
      expect((await get(query)).status).toBe(400);
    }
  });

  it('walks a public-car index of created_at, not the table', async () => {
    // On a few dozen rows any plan is cheap: rule out the others to see that the index serves this order.
    const planners = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'];
    for (const name of planners) await sql.raw(`set ${name} = off`).execute(t.database.db);
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain select id, updated_at from cars where not is_sold order by created_at asc, id desc limit 10000`.execute(t.database.db);
    for (const name of planners) await sql.raw(`reset ${name}`).execute(t.database.db);
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Scan Backward using cars_public_created/);
  });
});
