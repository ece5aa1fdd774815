// Contracts of the car endpoints (spec §7 calls and the detail, similar, mark-sold and delete
// calls the spec leaves "not shown"): what the API validates and serializes and what the browser
// sends and reads. The sell rules (km driven, seats, years) live here once, with their messages.
import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { decimalInput, wholeNumberInput } from './number-input';

// No eval: zod otherwise probes `new Function`, which the CSP refuses (see listing-query.ts).
z.config({ jitless: true });

/** Sell rules, the same in the wizard and in POST /api/v1/car/create-update. */
export const CAR_RULES = {
  /** The km slider's top (spec §9: km range 0 to 999999). */
  kmDrivenMax: 999_999,
  seatsMin: 2,
  seatsMax: 10,
  /** Older cars are not listed; the wizard's year lists start here too. */
  yearMin: 1950,
  carPriceMax: 2_000_000_000,
  mileageMax: 1000,
  imagesMax: 20,
} as const;

export const CAR_MESSAGES = {
  kmDrivenTooHigh: 'Km driven must be 9,99,999 or less',
  seatsRange: `Seats must be between ${CAR_RULES.seatsMin} and ${CAR_RULES.seatsMax}`,
  futureYear: 'The year cannot be in the future',
  yearTooOld: `The year must be ${CAR_RULES.yearMin} or later`,
  registrationBeforeManufacture: 'Registration year cannot be before the manufacturing year',
  tooManyImages: `At most ${CAR_RULES.imagesMax} images per car`,
  userIdNotFound: 'User ID not found',
} as const;

// ---- The car as the API answers it ----------------------------------------------------------

const userTypeSchema = z.enum(['EndUser', 'Owner', 'Seller', 'Dealer']);
const sellerTypeSchema = z.enum(['Owner', 'Dealer']);

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

const text = (field: string, max = 80) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max, `${field} is too long`));

const optionalText = (max = 80) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** A year between CAR_RULES.yearMin and this year (checked when the request is read, not at start-up). */
const yearInput = (field: string) =>
  z.pipe(
    wholeNumberInput(field, 9999, CAR_MESSAGES.futureYear),
    z.number().check(
      z.refine((year) => year >= CAR_RULES.yearMin, CAR_MESSAGES.yearTooOld),
      z.refine((year) => year <= new Date().getFullYear(), CAR_MESSAGES.futureYear),
    ),
  );

const imageUrlField = z.optional(z.string().check(z.maxLength(500)));

/** A car image as the sell flow sends it back: an id, or an object naming one. */
export const carImageRefSchema = z.union([
  z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  z.looseObject({
    id: z.optional(z.string().check(z.maxLength(100))),
    url: imageUrlField,
    imageUrl: imageUrlField,
    path: imageUrlField,
    src: imageUrlField,
  }),
]);

/** Body of POST /api/v1/car/create-update (spec §7 field names). */
export const carInputSchema = z
  .object({
    carId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
    userId: text('userId', 100),
    carName: optionalText(200),
    brand: text('brand'),
    model: text('model'),
    variant: optionalText(),
    fuelType: text('fuelType', 40),
    transmission: text('transmission', 40),
    bodyType: text('bodyType', 40),
    ownership: text('ownership', 40),
    manufacturingYear: yearInput('manufacturingYear'),
    registrationYear: z.optional(z.nullable(yearInput('registrationYear'))),
    isSale: z.optional(z.nullable(z.union([z.string().check(z.maxLength(20)), z.boolean()]))),
    carPrice: wholeNumberInput('carPrice', CAR_RULES.carPriceMax),
    kmDriven: wholeNumberInput('kmDriven', CAR_RULES.kmDrivenMax, CAR_MESSAGES.kmDrivenTooHigh),
    seats: z.optional(
      z.nullable(
        z.pipe(
          wholeNumberInput('seats', 9999, CAR_MESSAGES.seatsRange),
          z.number().check(z.refine((seats) => seats >= CAR_RULES.seatsMin && seats <= CAR_RULES.seatsMax, CAR_MESSAGES.seatsRange)),
        ),
      ),
    ),
    mileage: z.optional(z.nullable(decimalInput('mileage', CAR_RULES.mileageMax))),
    isSold: z.optional(z.boolean()),
    addressCity: text('addressCity'),
    addressState: text('addressState'),
    addressLocality: optionalText(),
    carImages: z._default(z.array(carImageRefSchema).check(z.maxLength(CAR_RULES.imagesMax, CAR_MESSAGES.tooManyImages)), []),
    sellerType: z.optional(sellerTypeSchema),
  })
  .check(
    z.refine((car) => car.registrationYear == null || car.registrationYear >= car.manufacturingYear, {
      message: CAR_MESSAGES.registrationBeforeManufacture,
      path: ['registrationYear'],
    }),
  );

/** What the sell flow sends. */
export type CarInput = z.input<typeof carInputSchema>;
/** What the API stores after parsing. */
export type ParsedCarInput = z.output<typeof carInputSchema>;

export const carIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export const similarCarsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 8),
});

export const userIdBodySchema = z.object({
  userId: z.string({ error: CAR_MESSAGES.userIdNotFound }).check(z.trim(), z.minLength(1, CAR_MESSAGES.userIdNotFound), z.maxLength(100)),
});

// ---- Endpoints ------------------------------------------------------------------------------

export const getCarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/cars/:id',
  params: carIdParamsSchema,
  response: z.object({ car: carSchema }),
});

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

export const createUpdateCarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/car/create-update',
  body: carInputSchema,
  response: z.object({ status: z.literal(true), message: z.string(), car: carSchema }),
});

export const markCarSoldEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/cars/:id/mark-sold',
  params: carIdParamsSchema,
  response: z.object({ car: carSchema }),
});

export const deleteCarEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/cars/:id',
  params: carIdParamsSchema,
  response: z.object({ message: z.string() }),
});
