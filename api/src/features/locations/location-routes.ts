import { getLocationsEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

export function registerLocationRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(getLocationsEndpoint.path, { schema: contractSchema(getLocationsEndpoint) }, async () => {
    const rows = await ctx.db.selectFrom('locations').select('name').orderBy('position').execute();
    return { locations: rows.map((r) => r.name) };
  });
}
