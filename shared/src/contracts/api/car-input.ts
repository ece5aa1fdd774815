// POST /api/v1/car/create-update (spec §7 field names) and the sell rules, with their messages:
// the same in the sell wizard and in the API.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carSchema, sellerTypeSchema } from './cars';
import { defineEndpoint } from './endpoint';
import {
  CAR_MESSAGES,
  CAR_RULES,
  carPriceProblem,
  carYearProblem,
  kmDrivenProblem,
  registrationYearProblem,
  seatsProblem,
} from './car-rules';
import { decimalInput, wholeNumberInput } from './number-input';
import { ruleCheck } from './request-fields';

const text = (field: string, max = 80) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max, `${field} is too long`));

const optionalText = (max = 80) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** A year between CAR_RULES.yearMin and this year (checked when the request is read, not at start-up). */
const yearInput = (field: string) =>
  z.pipe(
    wholeNumberInput(field, 9999, CAR_MESSAGES.futureYear),
    z.number().check(ruleCheck((year: number) => carYearProblem(year, new Date().getFullYear()))),
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
    carPrice: z.pipe(wholeNumberInput('carPrice', CAR_RULES.carPriceMax), z.number().check(ruleCheck(carPriceProblem))),
    kmDriven: z.pipe(
      wholeNumberInput('kmDriven', Number.MAX_SAFE_INTEGER, CAR_MESSAGES.kmDrivenTooHigh),
      z.number().check(ruleCheck(kmDrivenProblem)),
    ),
    seats: z.optional(
      z.nullable(z.pipe(wholeNumberInput('seats', 9999, CAR_MESSAGES.seatsRange), z.number().check(ruleCheck(seatsProblem)))),
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
    z.check((ctx) => {
      const { registrationYear, manufacturingYear } = ctx.value;
      const message = registrationYear == null ? undefined : registrationYearProblem(registrationYear, manufacturingYear);
      if (message) ctx.issues.push({ code: 'custom', message, path: ['registrationYear'], input: ctx.value });
    }),
  );

/** What the sell flow sends. */
export type CarInput = z.input<typeof carInputSchema>;
/** What the API stores after parsing. */
export type ParsedCarInput = z.output<typeof carInputSchema>;

export const createUpdateCarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/car/create-update',
  body: carInputSchema,
  response: z.object({ status: z.literal(true), message: z.string(), car: carSchema }),
});
