import { getDealersEndpoint } from '@carmarket/shared/api-contracts';
import type { Dealer } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { LIST_MAX_ITEMS } from '../../lib/response-budget';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

export function registerDealerRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(getDealersEndpoint.path, { schema: contractSchema(getDealersEndpoint) }, async (request) => {
    const q = request.query;
    let query = ctx.db.selectFrom('dealers').selectAll();
    if (q.city) query = query.where(sql`lower(${sql.ref('city')})`, '=', q.city.toLowerCase());
    if (q.search) query = query.where(sql`strpos(lower(${sql.ref('name')}), ${q.search.toLowerCase()})`, '>', 0);
    const rows = await query.orderBy('rating', 'desc').orderBy('name').limit(LIST_MAX_ITEMS).execute();
    const dealers: Dealer[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: r.role,
      city: r.city,
      location: r.location,
      phone: r.phone,
      imageUrl: r.imageUrl,
      rating: Math.round(r.rating * 10) / 10,
      carsListed: r.carsListed,
      userId: r.userId,
    }));
    return { dealers };
  });
}
