// Contracts of the enquiries: Contact Seller creates one, the buyer lists theirs (My Enquiries),
// the seller lists the buyers interested in their cars (Interested Buyers, lead CSVs).
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { idParams, requiredText } from './request-fields';

/** An enquiry made by the signed-in buyer (My Enquiries). */
export const enquirySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  message: z.nullable(z.string()),
  car: carSchema,
  owner: z.object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    phone: z.string(),
    address: z.string(),
    avatar: z.nullable(z.string()),
  }),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** A buyer who enquired about one of my cars (Interested Buyers, lead CSVs). */
export const interestedBuyerSchema = z.object({
  id: z.string(),
  enquiryId: z.string(),
  createdAt: z.string(),
  name: z.string(),
  role: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  location: z.string(),
  preferences: z.array(z.string()),
  message: z.nullable(z.string()),
  carId: z.string(),
  carTitle: z.string(),
  carPrice: z.number(),
});
export type InterestedBuyer = z.infer<typeof interestedBuyerSchema>;

export const createEnquiryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/enquiries',
  body: z.object({
    carId: requiredText('carId', 100),
    message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000, 'message is too long')))),
  }),
  response: z.object({ enquiry: enquirySchema }),
});

export const getMyEnquiriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/enquiries/mine',
  response: z.object({ enquiries: z.array(enquirySchema) }),
});

export const deleteEnquiryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/enquiries/:id',
  params: idParams('id'),
  response: z.object({ message: z.string() }),
});

const optionalFilter = z.optional(z.string().check(z.trim(), z.maxLength(100)));

export const getReceivedEnquiriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/enquiries/received',
  query: z.object({ city: optionalFilter, carId: optionalFilter }),
  response: z.object({ buyers: z.array(interestedBuyerSchema) }),
});
