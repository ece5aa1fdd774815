// In-app alerts (issue 28): the signed-in user's alerts, newest first, a page at a time with the
// unread count, and marking them read. Written by the matching (alert-matching.ts), never here.
import { getAlertsEndpoint, markAlertsReadEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { alertCounts, markAlertsRead, readAlerts } from './alert-queries';

export function registerAlertRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const preValidation = requireUserFirst(ctx);

  app.get(getAlertsEndpoint.path, { schema: contractSchema(getAlertsEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const { page, pageSize } = request.query;
    const [alerts, counts] = await Promise.all([
      readAlerts(db, ctx.imageBaseUrl, me.id, { offset: (page - 1) * pageSize, limit: pageSize }),
      alertCounts(db, me.id),
    ]);
    return { alerts, unreadCount: counts.unread, total: counts.total, page, pageSize, pageCount: Math.ceil(counts.total / pageSize) };
  });

  app.post(markAlertsReadEndpoint.path, { schema: contractSchema(markAlertsReadEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const marked = await markAlertsRead(db, me.id, request.body, ctx.clock());
    const { unread } = await alertCounts(db, me.id);
    return { marked, unreadCount: unread };
  });
}
