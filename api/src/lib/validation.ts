// zod parsing that ends in a 400 `{ message }` naming the first problem in plain words.
import { z, type ZodType, type ZodTypeDef } from 'zod';
import { HttpError } from './http-error';

export function parseInput<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown, extra: Record<string, unknown> = {}): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  // Custom messages (the spec's texts) are used as they are; zod's defaults get the field name.
  const isCustom =
    issue?.code === 'custom' || (issue?.message && !/^(Expected|Required|Invalid|String must|Number must|Array must)/.test(issue.message));
  const message = isCustom || !field ? (issue?.message ?? 'Invalid input') : `${field}: ${issue?.message ?? 'invalid'}`;
  throw new HttpError(400, message, extra);
}

/** Longest digit string a number field reads (15 digits stay exact in a double). */
export const MAX_NUMBER_DIGITS = 15;

/**
 * A whole number given as a number or as a digit string ('550000', '5,50,000'), between 0 and max.
 * Digit strings longer than MAX_NUMBER_DIGITS are refused before Number() can turn them into a
 * rounded value or Infinity.
 */
export const wholeNumberInput = (field: string, max: number) =>
  z
    .union([
      z.number({ invalid_type_error: `${field} must be a number` }),
      z
        .string()
        .trim()
        .regex(/^\d[\d,]*$/, `${field} must be a number`)
        .refine((v) => v.replace(/,/g, '').replace(/^0+(?=\d)/, '').length <= MAX_NUMBER_DIGITS, `${field} is too large`),
    ])
    .transform((v) => (typeof v === 'number' ? v : Number(v.replace(/,/g, ''))))
    .pipe(
      z
        .number({ invalid_type_error: `${field} must be a number` })
        .finite(`${field} is too large`)
        .int(`${field} must be a whole number`)
        .min(0, `${field} must not be negative`)
        .max(max, `${field} is too large`),
    );

/** A decimal number (e.g. mileage in km/l) given as a number or a string like '18.5', between 0 and max. */
export const decimalInput = (field: string, max: number) =>
  z
    .union([
      z.number({ invalid_type_error: `${field} must be a number` }),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, `${field} must be a number`)
        .refine((v) => v.length <= MAX_NUMBER_DIGITS + 1, `${field} is too large`),
    ])
    .transform((v) => (typeof v === 'number' ? v : Number(v)))
    .pipe(
      z
        .number({ invalid_type_error: `${field} must be a number` })
        .finite(`${field} is too large`)
        .min(0, `${field} must not be negative`)
        .max(max, `${field} is too large`),
    );
