// Body of POST /api/v1/car/create-update (spec §7 field names).
import { z } from 'zod';
import { decimalInput, wholeNumberInput } from '../../lib/validation';

const MAX_YEAR = new Date().getFullYear() + 1;

const text = (field: string, max = 80) =>
  z
    .string({ required_error: `${field} is required`, invalid_type_error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`);

const optionalText = (max = 80) => z.string().trim().max(max).optional().nullable();

export const carImageRefSchema = z.union([
  z.string().trim().min(1).max(500),
  z
    .object({
      id: z.string().max(100).optional(),
      url: z.string().max(500).optional(),
      imageUrl: z.string().max(500).optional(),
      path: z.string().max(500).optional(),
      src: z.string().max(500).optional(),
    })
    .passthrough(),
]);

export const carInputSchema = z.object({
  carId: z.string().trim().max(100).nullable().optional(),
  userId: text('userId', 100),
  carName: optionalText(200),
  brand: text('brand'),
  model: text('model'),
  variant: optionalText(),
  fuelType: text('fuelType', 40),
  transmission: text('transmission', 40),
  bodyType: text('bodyType', 40),
  ownership: text('ownership', 40),
  manufacturingYear: wholeNumberInput('manufacturingYear', MAX_YEAR).refine((y) => y >= 1950, 'manufacturingYear is too old'),
  registrationYear: wholeNumberInput('registrationYear', MAX_YEAR).nullable().optional(),
  isSale: z
    .union([z.string().max(20), z.boolean()])
    .optional()
    .nullable(),
  carPrice: wholeNumberInput('carPrice', 2_000_000_000),
  kmDriven: wholeNumberInput('kmDriven', 5_000_000),
  seats: wholeNumberInput('seats', 50).nullable().optional(),
  mileage: decimalInput('mileage', 1000).nullable().optional(),
  isSold: z.boolean().optional(),
  addressCity: text('addressCity'),
  addressState: text('addressState'),
  addressLocality: optionalText(),
  carImages: z.array(carImageRefSchema).max(20, 'At most 20 images per car').optional().default([]),
  sellerType: z.enum(['Owner', 'Dealer']).optional(),
});

export type CarInput = z.infer<typeof carInputSchema>;
