// Public seller profile (spec §3 Seller): ownerDetails + their listed cars. Public by design, so
// private by default: only users who have listed a car have a seller page (anyone else is a 404,
// as if unknown), and it carries what a buyer needs to contact them, the phone, never the email.
import { getSellerEndpoint } from '@carmarket/shared/api-contracts';
import { DEFAULT_EMI_PER_MONTH, sellerCarOf, type SellerDetails } from '@carmarket/shared/domain';
import type { AppContext } from '../../context';
import { toIso } from '../../lib/dates';
import { notFound } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { selectCarRows, toCars } from '../cars/car-queries';

/** Display EMI: 9.5% a year over 60 months, on 80% of the price (a typical used-car loan). */
export function estimateEmi(price: number): number {
  if (price <= 0) return DEFAULT_EMI_PER_MONTH;
  const principal = price * 0.8;
  const r = 0.095 / 12;
  const n = 60;
  return Math.round((principal * r * (1 + r) ** n) / ((1 + r) ** n - 1));
}

export function registerSellerRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(getSellerEndpoint.path, { schema: contractSchema(getSellerEndpoint) }, async (request): Promise<SellerDetails> => {
    const { userId } = request.params;
    const rows = await selectCarRows(ctx.db)
      .where('cars.userId', '=', userId)
      .orderBy('cars.createdAt', 'desc')
      .orderBy('cars.id')
      .execute();
    // Listed nothing (a buyer, or every car deleted): nothing about them is public.
    if (rows.length === 0) throw notFound('Seller not found');
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'fullName', 'userType', 'createdAt', 'mobileNumber', 'avatar', 'image', 'city', 'state'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound('Seller not found');
    const cars = await toCars(ctx.db, ctx.imageBaseUrl, rows);
    return {
      ownerDetails: {
        id: user.id,
        name: user.fullName,
        role: user.userType === 'EndUser' ? 'Owner' : user.userType,
        joinDate: toIso(user.createdAt),
        mobileNumber: user.mobileNumber,
        // Every account signed in with an OTP to this number, so the number is verified.
        verified: true,
        avatar: user.avatar ?? user.image,
        location: [user.city, user.state].filter(Boolean).join(', '),
      },
      cars: cars.map((car) => sellerCarOf(car, estimateEmi(car.carPrice))),
    };
  });
}
