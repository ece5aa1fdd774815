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
 * A number given as a JSON number or as a string matching `pattern`. Strings longer than
 * MAX_NUMBER_DIGITS digits are refused before Number() can round them or make them Infinity, and
 * every refusal names the field in plain words.
 */
const numberInput = (field: string, pattern: RegExp, parse: (text: string) => number) =>
  z.unknown().transform((value, ctx): number => {
    const fail = (message: string) => {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    };
    if (value === undefined) return fail(`${field} is required`);
    if (typeof value === 'number') return value;
    if (typeof value !== 'string' || !pattern.test(value.trim())) return fail(`${field} must be a number`);
    const digits = value.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
    if (digits.length > MAX_NUMBER_DIGITS) return fail(`${field} is too large`);
    return parse(value.trim());
  });

/** A whole number between 0 and max: 550000, '550000' or '5,50,000' (the sell form's grouped input). */
export const wholeNumberInput = (field: string, max: number) =>
  numberInput(field, /^\d[\d,]*$/, (text) => Number(text.replace(/,/g, ''))).pipe(
    z
      .number({ invalid_type_error: `${field} must be a number` })
      .finite(`${field} is too large`)
      .int(`${field} must be a whole number`)
      .min(0, `${field} must not be negative`)
      .max(max, `${field} is too large`),
  );

/** A decimal number (e.g. mileage in km/l) between 0 and max: 18.5 or '18.5'. */
export const decimalInput = (field: string, max: number) =>
  numberInput(field, /^\d+(\.\d+)?$/, Number).pipe(
    z
      .number({ invalid_type_error: `${field} must be a number` })
      .finite(`${field} is too large`)
      .min(0, `${field} must not be negative`)
      .max(max, `${field} is too large`),
  );
