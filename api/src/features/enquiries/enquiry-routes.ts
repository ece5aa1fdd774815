// Contact Seller creates an enquiry; the buyer lists theirs (My Enquiries), the seller lists the
// buyers interested in their cars (Interested Buyers, lead CSVs).
import * as contracts from '@carmarket/shared/api-contracts';
import { MESSAGES, formatLakhs, type Enquiry, type InterestedBuyer } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { toIso } from '../../lib/dates';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { LIST_MAX_ITEMS } from '../../lib/response-budget';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { selectCarRows, toCars } from '../cars/car-queries';

const roleOf = (userType: string) => (userType === 'EndUser' ? 'Buyer' : userType);

export function registerEnquiryRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const preValidation = requireUserFirst(ctx);

  async function enquiriesOf(buyerId: string, baseUrl: string, onlyId?: string): Promise<Enquiry[]> {
    let query = db
      .selectFrom('enquiries')
      .innerJoin('users as seller', 'seller.id', 'enquiries.sellerId')
      .select([
        'enquiries.id',
        'enquiries.carId',
        'enquiries.message',
        'enquiries.createdAt',
        'seller.id as sellerId',
        'seller.fullName as sellerName',
        'seller.userType as sellerType',
        'seller.mobileNumber as sellerPhone',
        'seller.city as sellerCity',
        'seller.state as sellerState',
        'seller.avatar as sellerAvatar',
      ])
      .where('enquiries.buyerId', '=', buyerId);
    if (onlyId) query = query.where('enquiries.id', '=', onlyId);
    const rows = await query.orderBy('enquiries.createdAt', 'desc').orderBy('enquiries.id').limit(LIST_MAX_ITEMS).execute();
    if (rows.length === 0) return [];
    const carRows = await selectCarRows(db)
      .where(
        'cars.id',
        'in',
        rows.map((r) => r.carId),
      )
      .execute();
    const cars = new Map((await toCars(db, baseUrl, carRows)).map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const car = cars.get(r.carId);
      if (!car) return [];
      return [
        {
          id: r.id,
          createdAt: toIso(r.createdAt),
          message: r.message,
          car,
          owner: {
            id: r.sellerId,
            name: r.sellerName,
            role: r.sellerType === 'EndUser' ? 'Owner' : r.sellerType,
            phone: r.sellerPhone,
            // City and state only: the seller's street address (profile) is not for every buyer.
            address: [r.sellerCity ?? car.address.city, r.sellerState ?? car.address.state].filter(Boolean).join(', '),
            avatar: r.sellerAvatar,
          },
        },
      ];
    });
  }

  const create = contracts.createEnquiryEndpoint;
  app.post(create.path, { schema: contractSchema(create, [200, 201]), preValidation }, async (request, reply) => {
    const me = signedInUser(request);
    const input = request.body;
    const car = await db.selectFrom('cars').select(['id', 'userId']).where('id', '=', input.carId).executeTakeFirst();
    if (!car) throw notFound(MESSAGES.carsNotFound);
    if (car.userId === me.id) throw badRequest('You cannot enquire about your own car');
    const inserted = await db.transaction().execute((trx) =>
      trx
        .insertInto('enquiries')
        .values({
          id: newId(),
          buyerId: me.id,
          sellerId: car.userId,
          carId: car.id,
          message: input.message ?? null,
          createdAt: ctx.clock(),
        })
        .onConflict((oc) => oc.columns(['buyerId', 'carId']).doNothing())
        .returning('id')
        .executeTakeFirst(),
    );
    const id =
      inserted?.id ??
      (await db.selectFrom('enquiries').select('id').where('buyerId', '=', me.id).where('carId', '=', car.id).executeTakeFirstOrThrow()).id;
    const [enquiry] = await enquiriesOf(me.id, ctx.imageBaseUrl, id);
    if (!enquiry) throw notFound(MESSAGES.carsNotFound);
    reply.status(inserted ? 201 : 200);
    return { enquiry };
  });

  const mine = contracts.getMyEnquiriesEndpoint;
  app.get(mine.path, { schema: contractSchema(mine), preValidation }, async (request) => {
    const me = signedInUser(request);
    return { enquiries: await enquiriesOf(me.id, ctx.imageBaseUrl) };
  });

  const remove = contracts.deleteEnquiryEndpoint;
  app.delete(remove.path, { schema: contractSchema(remove), preValidation }, async (request) => {
    const me = signedInUser(request);
    const { id } = request.params;
    const row = await db.selectFrom('enquiries').select(['buyerId']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Enquiry not found');
    if (row.buyerId !== me.id) throw forbidden();
    await db.deleteFrom('enquiries').where('id', '=', id).execute();
    return { message: 'Enquiry deleted' };
  });

  const received = contracts.getReceivedEnquiriesEndpoint;
  app.get(received.path, { schema: contractSchema(received), preValidation }, async (request) => {
    const me = signedInUser(request);
    const q = request.query;
    let query = db
      .selectFrom('enquiries')
      .innerJoin('users as buyer', 'buyer.id', 'enquiries.buyerId')
      .innerJoin('cars', 'cars.id', 'enquiries.carId')
      .select([
        'enquiries.id as enquiryId',
        'enquiries.createdAt',
        'enquiries.message',
        'buyer.id as buyerId',
        'buyer.fullName',
        'buyer.userType',
        'buyer.mobileNumber',
        'buyer.email',
        'buyer.city as buyerCity',
        'buyer.state as buyerState',
        'cars.id as carId',
        'cars.carName',
        'cars.carPrice',
        'cars.brand',
        'cars.model',
        'cars.bodyType',
        'cars.fuelType',
        'cars.transmission',
      ])
      .where('enquiries.sellerId', '=', me.id);
    if (q.city) query = query.where(sql`lower(${sql.ref('buyer.city')})`, '=', q.city.toLowerCase());
    if (q.carId) query = query.where('cars.id', '=', q.carId);
    const rows = await query.orderBy('enquiries.createdAt', 'desc').orderBy('enquiries.id').limit(LIST_MAX_ITEMS).execute();
    const buyers: InterestedBuyer[] = rows.map((r) => ({
      id: r.buyerId,
      enquiryId: r.enquiryId,
      createdAt: toIso(r.createdAt),
      name: r.fullName,
      role: roleOf(r.userType),
      phone: r.mobileNumber,
      email: r.email,
      location: [r.buyerCity, r.buyerState].filter(Boolean).join(', '),
      // What the buyer showed interest in, so the seller knows how to pitch.
      preferences: [`${r.brand} ${r.model}`, r.bodyType, r.fuelType, r.transmission, `Budget around ${formatLakhs(r.carPrice)}`],
      message: r.message,
      carId: r.carId,
      carTitle: r.carName,
      carPrice: r.carPrice,
    }));
    return { buyers };
  });
}
