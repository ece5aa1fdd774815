// Cars: spec §7 calls (getAll, create-update, get-user-cars) and the listing, detail, similar,
// mark-sold and delete calls the spec leaves "not shown".
import * as contracts from '@carmarket/shared/api-contracts';
import { MESSAGES, listingQueryToSearchParams, parseListingSearchParams, type CarListingPage } from '@carmarket/shared/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { optionalUser, requireUserFirst, signedInUser } from '../../lib/auth';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { cacheKey } from '../../lib/response-cache';
import { LIST_MAX_ITEMS } from '../../lib/response-budget';
import type { ContractApp } from '../../lib/zod-contracts';
import { deleteCarAlerts, recordCarListed, recordCarPriceChange } from '../alerts/car-changes';
import { attachCarImages } from './car-images';
import { findCar, selectCarRows, toCars } from './car-queries';
import { createCarViewCounter } from './car-views';
import { listingPage } from './listing-sql';
import { removeUnusedImageFiles } from '../uploads/image-cleanup';

export { GET_ALL_PAGE_SIZE_MAX } from '@carmarket/shared/api-contracts';

type GetAllPage = contracts.EndpointResponse<typeof contracts.getAllCarsEndpoint>;

function rawQueryString(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index + 1);
}

export function registerCarRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  /** The car as the API answers it, or a 404 'Cars not found'. */
  const foundCar = async (id: string) => {
    const car = await findCar(db, ctx.imageBaseUrl, id);
    if (!car) throw notFound(MESSAGES.carsNotFound);
    return car;
  };
  // Before answering a car write: this instance's next listing shows it (others within 1 s: response-cache.ts).
  const carChanged = () => ctx.cache.invalidate();

  // The page is cached serialized (a string is sent as it is): the contract checks the request, its type the answer.
  const getAll = contracts.getAllCarsEndpoint;
  app.post(getAll.path, { schema: { body: getAll.body } }, async (request, reply) => {
    const { page, pageSize } = request.body;
    const key = cacheKey(ctx.publicUrl, '/api/v1/car/getAll', new URLSearchParams({ page: String(page), pageSize: String(pageSize) }));
    const body = await ctx.cache.getOrCompute(key, async () => {
      const { total } = await db
        .selectFrom('cars')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('isSold', '=', false)
        .executeTakeFirstOrThrow();
      const rows = await selectCarRows(db)
        .where('cars.isSold', '=', false)
        .orderBy('cars.createdAt', 'desc')
        .orderBy('cars.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const count = Number(total);
      const result: GetAllPage = {
        status: true,
        message: 'Cars fetched successfully',
        properties: await toCars(db, ctx.imageBaseUrl, rows),
        total: count,
        page,
        pageSize,
        pageCount: Math.ceil(count / pageSize),
      };
      return JSON.stringify(result);
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/v1/cars', async (request, reply) => {
    const parsed = parseListingSearchParams(new URLSearchParams(rawQueryString(request)));
    if (!parsed.success) throw badRequest(parsed.message);
    // The parsed query, written back in its canonical form: order, defaults and junk parameters do not split the cache.
    const key = cacheKey(ctx.publicUrl, '/api/v1/cars', listingQueryToSearchParams(parsed.data));
    // The serialized page is cached: JSON.stringify of 24 cars is most of a cache hit's cost.
    const body = await ctx.cache.getOrCompute(key, async () => {
      const page: CarListingPage = await listingPage(db, ctx.imageBaseUrl, parsed.data);
      return JSON.stringify(page);
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  const views = createCarViewCounter(db);
  app.get(
    contracts.getCarEndpoint.path,
    { schema: { params: contracts.getCarEndpoint.params, response: { 200: contracts.getCarEndpoint.response } } },
    async (request) => {
      const { id } = request.params;
      const user = await optionalUser(ctx, request);
      const view = await views.record(id, { userId: user?.id, ip: request.ip, userAgent: request.headers['user-agent'] }, ctx.clock());
      if (!view) throw notFound(MESSAGES.carsNotFound);
      const car = await foundCar(id);
      return { car };
    },
  );

  const recordView = contracts.recordCarViewEndpoint;
  app.post(recordView.path, { schema: { params: recordView.params, response: { 200: recordView.response } } }, async (request) => {
    const user = await optionalUser(ctx, request);
    const view = await views.record(
      request.params.id,
      { userId: user?.id, ip: request.ip, userAgent: request.headers['user-agent'] },
      ctx.clock(),
    );
    if (!view) throw notFound(MESSAGES.carsNotFound);
    return view;
  });

  // A shell server's batch: each entry's visitor as the shell would have named it on a request of its
  // own, believed only from a trusted proxy (TRUST_PROXY); from anyone else each view is the caller's.
  const recordViews = contracts.recordCarViewsEndpoint;
  app.post(recordViews.path, { schema: { body: recordViews.body, response: { 200: recordViews.response } } }, async (request) => {
    const socketAddress = request.socket.remoteAddress ?? request.ip;
    const fromProxy = ctx.visitorAddresses.isTrustedProxy(socketAddress);
    const batch = request.body.views.map((view) => ({
      carId: view.carId,
      visitor: fromProxy
        ? { ip: ctx.visitorAddresses.addressOf(socketAddress, view.forwardedFor), userAgent: view.userAgent }
        : { ip: request.ip, userAgent: request.headers['user-agent'] },
    }));
    return { counted: await views.recordMany(batch, ctx.clock()) };
  });

  const similar = contracts.getSimilarCarsEndpoint;
  app.get(
    similar.path,
    { schema: { params: similar.params, querystring: similar.query, response: { 200: similar.response } } },
    async (request) => {
      const { id } = request.params;
      const { limit } = request.query;
      const car = await db.selectFrom('cars').select(['brand', 'bodyType', 'carPrice']).where('id', '=', id).executeTakeFirst();
      if (!car) throw notFound(MESSAGES.carsNotFound);
      const rows = await selectCarRows(db)
        .where('cars.isSold', '=', false)
        .where('cars.id', '!=', id)
        .where((eb) => eb.or([eb('cars.bodyType', '=', car.bodyType), eb('cars.brand', '=', car.brand)]))
        .orderBy(sql`abs(${sql.ref('cars.car_price')} - ${car.carPrice})`)
        .orderBy('cars.id')
        .limit(limit)
        .execute();
      return { cars: await toCars(db, ctx.imageBaseUrl, rows) };
    },
  );

  const userCars = contracts.getUserCarsEndpoint;
  app.post(userCars.path, { schema: { body: userCars.body, response: { 200: userCars.response } } }, async (request) => {
    const { userId } = request.body;
    const rows = await selectCarRows(db)
      .where('cars.userId', '=', userId)
      .orderBy('cars.createdAt', 'desc')
      .orderBy('cars.id')
      .limit(LIST_MAX_ITEMS)
      .execute();
    return { status: true as const, cars: await toCars(db, ctx.imageBaseUrl, rows) };
  });

  const upsert = contracts.createUpdateCarEndpoint;
  const upsertSchema = { body: upsert.body, response: { 200: upsert.response, 201: upsert.response } };
  app.post(upsert.path, { schema: upsertSchema, preValidation: requireUserFirst(ctx) }, async (request, reply) => {
    const user = signedInUser(request);
    const input = request.body;
    if (input.userId !== user.id) throw forbidden();
    const now = ctx.clock();
    const variant = input.variant ?? '';
    const values = {
      brand: input.brand,
      model: input.model,
      variant,
      carName: input.carName || [input.brand, input.model, variant].filter(Boolean).join(' '),
      carPrice: input.carPrice,
      manufacturingYear: input.manufacturingYear,
      registrationYear: input.registrationYear ?? null,
      fuelType: input.fuelType,
      kmDriven: input.kmDriven,
      transmission: input.transmission,
      bodyType: input.bodyType,
      ownership: input.ownership,
      mileage: input.mileage ?? null,
      seats: input.seats ?? null,
      isSale: typeof input.isSale === 'string' && input.isSale !== '' ? input.isSale : 'Sell',
      state: input.addressState,
      city: input.addressCity,
      locality: input.addressLocality ?? '',
      updatedAt: now,
    };
    const carId = input.carId || null;
    let id: string;
    let removedImages: string[];
    if (carId) {
      const existing = await db.selectFrom('cars').select(['userId', 'isSold']).where('id', '=', carId).executeTakeFirst();
      if (!existing) throw notFound(MESSAGES.carsNotFound);
      if (existing.userId !== user.id) throw forbidden();
      id = carId;
      removedImages = await db.transaction().execute(async (trx) => {
        // The price before the edit, locked to the commit (no key update: the alert matching's key
        // share lock does not block it): two edits at once record each change from the price it replaced.
        const before = await trx
          .selectFrom('cars')
          .select(['carPrice', 'createdAt'])
          .where('id', '=', id)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!before) throw notFound(MESSAGES.carsNotFound);
        const priceChanged = before.carPrice !== values.carPrice;
        await trx
          .updateTable('cars')
          .set({
            ...values,
            // Sold is irreversible (spec §4): an edit may mark sold but never un-sell.
            isSold: existing.isSold || input.isSold === true,
            ...(input.sellerType ? { sellerType: input.sellerType } : {}),
            ...(priceChanged ? { priceChangedAt: now } : {}),
          })
          .where('id', '=', id)
          .execute();
        if (priceChanged) {
          await recordCarPriceChange(trx, {
            carId: id,
            oldPrice: before.carPrice,
            newPrice: values.carPrice,
            listedAt: before.createdAt,
            at: now,
          });
        }
        return attachCarImages(trx, user.id, id, input.carImages);
      });
    } else {
      id = newId();
      const sellerType = input.sellerType ?? (user.userType === 'Dealer' ? 'Dealer' : 'Owner');
      removedImages = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('cars')
          .values({ id, userId: user.id, ...values, isSold: input.isSold === true, sellerType, createdAt: now })
          .execute();
        await recordCarListed(trx, { carId: id, price: values.carPrice, at: now });
        return attachCarImages(trx, user.id, id, input.carImages);
      });
    }
    await removeUnusedImageFiles(ctx, removedImages, request.log);
    carChanged();
    const car = await foundCar(id);
    reply.status(carId ? 200 : 201);
    return { status: true as const, message: carId ? 'Car updated successfully' : 'Car created successfully', car };
  });

  const markSold = contracts.markCarSoldEndpoint;
  const markSoldSchema = { params: markSold.params, response: { 200: markSold.response } };
  app.post(markSold.path, { schema: markSoldSchema, preValidation: requireUserFirst(ctx) }, async (request) => {
    const user = signedInUser(request);
    const { id } = request.params;
    const existing = await db.selectFrom('cars').select(['userId', 'isSold']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(MESSAGES.carsNotFound);
    if (existing.userId !== user.id) throw forbidden();
    if (existing.isSold) throw conflict('Car is already sold');
    await db.updateTable('cars').set({ isSold: true, updatedAt: ctx.clock() }).where('id', '=', id).execute();
    carChanged();
    const car = await foundCar(id);
    return { car };
  });

  const remove = contracts.deleteCarEndpoint;
  app.delete(
    remove.path,
    { schema: { params: remove.params, response: { 200: remove.response } }, preValidation: requireUserFirst(ctx) },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const existing = await db.selectFrom('cars').select(['userId']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound(MESSAGES.carsNotFound);
      if (existing.userId !== user.id) throw forbidden();
      // Saves and enquiries go with the car (foreign keys cascade); the image rows are deleted here so
      // their files can be removed once the transaction has committed.
      const removedImages = await db.transaction().execute(async (trx) => {
        const images = await trx.deleteFrom('carImages').where('carId', '=', id).returning('storageKey').execute();
        await trx.deleteFrom('cars').where('id', '=', id).execute();
        // After the car row: a matching run writing alerts for this car holds it until its commit.
        await deleteCarAlerts(trx, id);
        return images.map((r) => r.storageKey);
      });
      await removeUnusedImageFiles(ctx, removedImages, request.log);
      carChanged();
      return { message: 'Car deleted' };
    },
  );
}
