// Saved searches (issue 28): each signed-in user's named listing filters, at most
// SAVED_SEARCHES_LIMIT, with their alert setting and the count of cars listed since they last opened
// each. Every statement is scoped to the requesting user: another user's search is a 404, never a 403.
// Alert matching and delivery are not here (issue 28, deliverables 5 and 6).
import {
  createSavedSearchEndpoint,
  DEFAULT_SAVED_SEARCH_ALERT,
  defaultSavedSearchName,
  deleteSavedSearchEndpoint,
  getSavedSearchesEndpoint,
  markSavedSearchSeenEndpoint,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_LIMIT,
  updateSavedSearchEndpoint,
} from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { newMatchCounts, queryJson, readSavedSearches, toSavedSearch, type SavedSearchRow } from './saved-search-queries';

export function registerSavedSearchRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const preValidation = requireUserFirst(ctx);
  const answer = async (row: SavedSearchRow | undefined) => {
    if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    const counts = await newMatchCounts(db, [row]);
    return { savedSearch: toSavedSearch(row, counts.get(row.id) ?? 0) };
  };

  app.get(getSavedSearchesEndpoint.path, { schema: contractSchema(getSavedSearchesEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    return { savedSearches: await readSavedSearches(db, me.id) };
  });

  app.post(
    createSavedSearchEndpoint.path,
    { schema: contractSchema(createSavedSearchEndpoint, [201]), preValidation },
    async (request, reply) => {
      const me = signedInUser(request);
      const { query, alert } = request.body;
      const name = request.body.name || defaultSavedSearchName(query);
      const now = ctx.clock();
      const row = await db.transaction().execute(async (trx) => {
        // The user's row locked: two saves at once cannot both pass the cap.
        await trx.selectFrom('users').select('id').where('id', '=', me.id).forUpdate().executeTakeFirst();
        const kept = await trx
          .selectFrom('savedSearches')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('userId', '=', me.id)
          .executeTakeFirstOrThrow();
        if (Number(kept.n) >= SAVED_SEARCHES_LIMIT) throw conflict(SAVED_SEARCH_MESSAGES.limit);
        return trx
          .insertInto('savedSearches')
          .values({
            id: newId(),
            userId: me.id,
            name,
            query: queryJson(query),
            alert: alert ?? DEFAULT_SAVED_SEARCH_ALERT,
            // New matches count from the moment it is saved.
            lastSeenAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      reply.status(201);
      return answer(row);
    },
  );

  app.put(updateSavedSearchEndpoint.path, { schema: contractSchema(updateSavedSearchEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const { name, alert } = request.body;
    const row = await db
      .updateTable('savedSearches')
      .set({ ...(name !== undefined ? { name } : {}), ...(alert !== undefined ? { alert } : {}), updatedAt: ctx.clock() })
      .where('id', '=', request.params.id)
      .where('userId', '=', me.id)
      .returningAll()
      .executeTakeFirst();
    return answer(row);
  });

  app.delete(deleteSavedSearchEndpoint.path, { schema: contractSchema(deleteSavedSearchEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const deleted = await db.deleteFrom('savedSearches').where('id', '=', request.params.id).where('userId', '=', me.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return { message: SAVED_SEARCH_MESSAGES.deleted };
  });

  app.post(markSavedSearchSeenEndpoint.path, { schema: contractSchema(markSavedSearchSeenEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    // Opening a search is not an edit: updated_at stays.
    const row = await db
      .updateTable('savedSearches')
      .set({ lastSeenAt: ctx.clock() })
      .where('id', '=', request.params.id)
      .where('userId', '=', me.id)
      .returningAll()
      .executeTakeFirst();
    return answer(row);
  });
}
