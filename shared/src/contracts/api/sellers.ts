// Contracts of the public seller page (spec §3 Seller), Report User and the dealers list.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { idParams, ruleCheck } from './request-fields';
import { REPORT_REASON_MESSAGE, reportReasonProblem } from './seller-report-rules';

export const sellerCarSchema = z.object({
  id: z.string(),
  title: z.string(),
  images: z.array(z.string()),
  kmDriven: z.number(),
  bodyType: z.string(),
  seats: z.nullable(z.number()),
  mileage: z.nullable(z.number()),
  fuel: z.string(),
  transmission: z.string(),
  address: z.object({ city: z.string(), state: z.string() }),
  price: z.number(),
  emi: z.number(),
  likes: z.number(),
  enquiries: z.object({ viewProperty: z.number() }),
  isSold: z.boolean(),
  car: carSchema,
});
export type SellerCar = z.infer<typeof sellerCarSchema>;

/**
 * Public seller profile as GET /api/v1/sellers/:userId returns it, only for a user who has listed a
 * car. No email: a buyer contacts the seller by phone (privacy by default).
 */
export const sellerDetailsSchema = z.object({
  ownerDetails: z.object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    joinDate: z.string(),
    mobileNumber: z.string(),
    verified: z.boolean(),
    avatar: z.nullable(z.string()),
    location: z.string(),
  }),
  cars: z.array(sellerCarSchema),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

export const getSellerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/sellers/:userId',
  params: idParams('userId'),
  response: sellerDetailsSchema,
});

export const reportSellerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/sellers/:userId/report',
  params: idParams('userId'),
  body: z.object({
    reason: z.string({ error: REPORT_REASON_MESSAGE }).check(z.trim(), ruleCheck(reportReasonProblem)),
  }),
  response: z.object({ message: z.string() }),
});

// ---- Dealers ----------------------------------------------------------------------------------

export const dealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  city: z.string(),
  location: z.string(),
  phone: z.string(),
  imageUrl: z.nullable(z.string()),
  rating: z.number(),
  carsListed: z.number(),
  /** The dealer's user account, when the dealer also lists cars. */
  userId: z.nullable(z.string()),
});
export type Dealer = z.infer<typeof dealerSchema>;

const optionalFilter = z.optional(z.string().check(z.trim(), z.maxLength(100)));

export const getDealersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dealers',
  query: z.object({ city: optionalFilter, search: optionalFilter }),
  response: z.object({ dealers: z.array(dealerSchema) }),
});
