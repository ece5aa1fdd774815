// GET /api/v1/cars/:id/price-history (public, issue 28): what the car page's "Price dropped by ₹X on
// {date}" badge and price chart read.
import { getCarPriceHistoryEndpoint } from '@carmarket/shared/api-contracts';
import { MESSAGES } from '@carmarket/shared/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { readPriceHistory } from './price-history';

export function registerPriceHistoryRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(getCarPriceHistoryEndpoint.path, { schema: contractSchema(getCarPriceHistoryEndpoint) }, async (request) => {
    const history = await readPriceHistory(ctx.db, request.params.id);
    if (!history) throw notFound(MESSAGES.carsNotFound);
    return history;
  });
}
