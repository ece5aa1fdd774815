// Saved cars (favourites). cars.saves is kept in step in the same transaction (the like count).
import { getSavedCarsEndpoint, removeSavedCarEndpoint, saveCarEndpoint } from '@carmarket/shared/api-contracts';
import { MESSAGES, type SavedCar } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { toIso } from '../../lib/dates';
import { notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { LIST_MAX_ITEMS } from '../../lib/response-budget';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { findCar, selectCarRows, toCars } from '../cars/car-queries';

export function registerSavedCarRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const preValidation = requireUserFirst(ctx);

  app.get(getSavedCarsEndpoint.path, { schema: contractSchema(getSavedCarsEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const saved = await db
      .selectFrom('savedCars')
      .selectAll()
      .where('userId', '=', me.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(LIST_MAX_ITEMS)
      .execute();
    const rows = saved.length
      ? await selectCarRows(db)
          .where(
            'cars.id',
            'in',
            saved.map((s) => s.carId),
          )
          .execute()
      : [];
    const cars = new Map((await toCars(db, ctx.imageBaseUrl, rows)).map((c) => [c.id, c]));
    const savedCars: SavedCar[] = saved.flatMap((s) => {
      const car = cars.get(s.carId);
      return car ? [{ id: s.id, savedAt: toIso(s.createdAt), car }] : [];
    });
    return { savedCars };
  });

  app.post(saveCarEndpoint.path, { schema: contractSchema(saveCarEndpoint, [200, 201]), preValidation }, async (request, reply) => {
    const me = signedInUser(request);
    const { carId } = request.body;
    const created = await db.transaction().execute(async (trx) => {
      const car = await trx.selectFrom('cars').select('id').where('id', '=', carId).forUpdate().executeTakeFirst();
      if (!car) throw notFound(MESSAGES.carsNotFound);
      const row = await trx
        .insertInto('savedCars')
        .values({ id: newId(), userId: me.id, carId, createdAt: ctx.clock() })
        .onConflict((oc) => oc.columns(['userId', 'carId']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row)
        await trx
          .updateTable('cars')
          .set({ saves: sql`saves + 1` })
          .where('id', '=', carId)
          .execute();
      return {
        inserted: Boolean(row),
        row:
          row ??
          (await trx.selectFrom('savedCars').selectAll().where('userId', '=', me.id).where('carId', '=', carId).executeTakeFirstOrThrow()),
      };
    });
    const car = await findCar(db, ctx.imageBaseUrl, carId);
    if (!car) throw notFound(MESSAGES.carsNotFound);
    reply.status(created.inserted ? 201 : 200);
    return { savedCar: { id: created.row.id, savedAt: toIso(created.row.createdAt), car } };
  });

  app.delete(removeSavedCarEndpoint.path, { schema: contractSchema(removeSavedCarEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const { carId } = request.params;
    await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('savedCars').where('userId', '=', me.id).where('carId', '=', carId).executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        await trx
          .updateTable('cars')
          .set({ saves: sql`greatest(saves - 1, 0)` })
          .where('id', '=', carId)
          .execute();
      }
    });
    return { message: 'Removed from saved cars' };
  });
}
