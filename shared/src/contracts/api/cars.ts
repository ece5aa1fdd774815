// Contracts of the car endpoints (spec §7 calls and the detail, similar, mark-sold and delete
// calls the spec leaves "not shown"): what the API validates and serializes and what the browser
// sends and reads. The car as the API answers it is defined here; create-update and the sell rules
// are in car-input.ts (only the sell flow and the API load them).
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { defineEndpoint, type HttpMethod } from './endpoint';
import { wholeNumberInput } from './number-input';

// ---- The car as the API answers it ----------------------------------------------------------

export const userTypeSchema = z.enum(['EndUser', 'Owner', 'Seller', 'Dealer']);
export const sellerTypeSchema = z.enum(['Owner', 'Dealer']);

export const carUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  userType: userTypeSchema,
  mobileNumber: z.string(),
});

export const carAddressSchema = z.object({ state: z.string(), city: z.string(), locality: z.string() });

/** An uploaded, re-encoded image: `url` is the largest JPEG; variants 320 / 640 / 1280 px, JPEG and WebP. */
export const carImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  cardUrl: z.string(),
  galleryUrl: z.string(),
  thumbWebpUrl: z.string(),
  cardWebpUrl: z.string(),
  galleryWebpUrl: z.string(),
  width: z.number(),
  height: z.number(),
});

export const carSchema = z.object({
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  variant: z.string(),
  carName: z.string(),
  carPrice: z.number(),
  manufacturingYear: z.number(),
  registrationYear: z.nullable(z.number()),
  fuelType: z.string(),
  kmDriven: z.number(),
  transmission: z.string(),
  bodyType: z.string(),
  ownership: z.string(),
  mileage: z.nullable(z.number()),
  seats: z.nullable(z.number()),
  /** 'Sell' for a listing created by the sell flow (spec §4). */
  isSale: z.string(),
  isSold: z.boolean(),
  /** Owner or Dealer, chosen in the sell hero form; drives the ownerType filter. */
  sellerType: sellerTypeSchema,
  views: z.number(),
  /** How many users saved (liked) this car. */
  saves: z.number(),
  address: carAddressSchema,
  user: carUserSchema,
  carImages: z.array(carImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Car = z.infer<typeof carSchema>;
export type CarUser = z.infer<typeof carUserSchema>;
export type CarAddress = z.infer<typeof carAddressSchema>;
export type CarImage = z.infer<typeof carImageSchema>;

// ---- Requests ---------------------------------------------------------------------------------

export const carIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export const similarCarsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 8),
});

const USER_ID_NOT_FOUND = 'User ID not found';

export const userIdBodySchema = z.object({
  userId: z.string({ error: USER_ID_NOT_FOUND }).check(z.trim(), z.minLength(1, USER_ID_NOT_FOUND), z.maxLength(100)),
});

// ---- Endpoints ------------------------------------------------------------------------------

/** A call on one car by id that answers `{ car }` (detail, mark-sold). */
const carByIdEndpoint = <const M extends HttpMethod>(method: M, path: string) =>
  defineEndpoint({ method, path, params: carIdParamsSchema, response: z.object({ car: carSchema }) });

export const getCarEndpoint = carByIdEndpoint('GET', '/api/v1/cars/:id');

/**
 * One view of a car's page by the request's visitor, counted like GET /cars/:id counts it (once per
 * visitor per car per UTC day). The shell's server sends it for a page it answered from its HTML
 * cache, which asked the API nothing for that visitor (ADR 0013).
 */
export const recordCarViewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/cars/:id/views',
  params: carIdParamsSchema,
  response: z.object({ counted: z.boolean() }),
});

/** Most views one POST /api/v1/car-views carries (a shell server's batch of one flush). */
export const CAR_VIEWS_BATCH_MAX = 200;

const carViewSchema = z.strictObject({
  carId: carIdParamsSchema.shape.id,
  /** The X-Forwarded-For the shell's server would have sent for this visitor (visitor-headers.mjs). */
  forwardedFor: z.optional(z.string().check(z.maxLength(1000))),
  userAgent: z.optional(z.string().check(z.maxLength(1000))),
});

/**
 * Views of car pages a shell server answered from its HTML cache, batched (ADR 0013): each counted
 * as POST /cars/:id/views counts one. Each entry names its visitor only when the caller is a trusted
 * proxy (TRUST_PROXY); from anyone else every entry is the caller's own view. Unknown cars are skipped.
 */
export const recordCarViewsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/car-views',
  body: z.strictObject({ views: z.array(carViewSchema).check(z.minLength(1), z.maxLength(CAR_VIEWS_BATCH_MAX)) }),
  response: z.object({ counted: z.number() }),
});

export type CarView = z.infer<typeof carViewSchema>;

export const getSimilarCarsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/cars/:id/similar',
  params: carIdParamsSchema,
  query: similarCarsQuerySchema,
  response: z.object({ cars: z.array(carSchema) }),
});

export const getUserCarsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/car/get-user-cars',
  body: userIdBodySchema,
  response: z.object({ status: z.literal(true), cars: z.array(carSchema) }),
});

/** Irreversible (spec §4); 409 'Car is already sold'. */
export const markCarSoldEndpoint = carByIdEndpoint('POST', '/api/v1/cars/:id/mark-sold');

export const deleteCarEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/cars/:id',
  params: carIdParamsSchema,
  response: z.object({ message: z.string() }),
});

/** car/getAll answers at most this many cars per call (issue 17: it returned every car, 218 MB at 100k). */
export const GET_ALL_PAGE_SIZE_MAX = 100;
/** Far past any real data set (100 cars a page); it only keeps offsets sane. */
const GET_ALL_PAGE_MAX = 100_000;

const atLeastOne = (field: string, max: number) =>
  z.pipe(wholeNumberInput(field, max), z.number().check(z.refine((n) => n >= 1, `${field} must be at least 1`)));

/**
 * Spec §7 car/getAll: { userType: 'Dealer' } is accepted and ignored (every public car is listed, the
 * client filters); page and pageSize are optional, so the spec's call gets the first, newest page.
 * Cached serialized on the server: its answer is typed by the schema, not checked again on a hit.
 */
export const getAllCarsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/car/getAll',
  body: z.looseObject({
    userType: z.optional(z.string().check(z.maxLength(40))),
    page: z._default(atLeastOne('page', GET_ALL_PAGE_MAX), 1),
    pageSize: z._default(atLeastOne('pageSize', GET_ALL_PAGE_SIZE_MAX), GET_ALL_PAGE_SIZE_MAX),
  }),
  response: z.object({
    status: z.literal(true),
    message: z.string(),
    properties: z.array(carSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    pageCount: z.number(),
  }),
});
