// Number fields read from JSON or from form text, with one plain-words message per problem. The
// API and the browser use the same builders (issue 16), so a rule and its message exist once.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';

/** Longest digit string a number field reads (15 digits stay exact in a double). */
export const MAX_NUMBER_DIGITS = 15;

interface NumberRule {
  field: string;
  max: number;
  /** Whole numbers only (default true). */
  whole?: boolean;
  /** Message when the value is above `max` (default `${field} is too large`). */
  tooLarge?: string;
}

const GROUPED_WHOLE = /^\d[\d,]*$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A number given as a JSON number or as text (550000, '550000', '5,50,000' for whole numbers;
 * 18.5 or '18.5' for decimals). Text longer than MAX_NUMBER_DIGITS digits is refused before
 * Number() can round it or make it Infinity.
 */
function numberInput({ field, max, whole = true, tooLarge = `${field} is too large` }: NumberRule) {
  return z.transform((value: unknown, ctx): number => {
    const fail = (message: string): never => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (value === undefined) return fail(`${field} is required`);
    let number: number;
    if (typeof value === 'number') {
      if (Number.isNaN(value)) return fail(`${field} must be a number`);
      number = value;
    } else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!(whole ? GROUPED_WHOLE : DECIMAL).test(text)) return fail(`${field} must be a number`);
      const digits = text.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
      if (digits.length > MAX_NUMBER_DIGITS) return fail(`${field} is too large`);
      number = Number(whole ? text.replace(/,/g, '') : text);
    }
    if (!Number.isFinite(number)) return fail(`${field} is too large`);
    if (whole && !Number.isInteger(number)) return fail(`${field} must be a whole number`);
    if (number < 0) return fail(`${field} must not be negative`);
    if (number > max) return fail(tooLarge);
    return number;
  });
}

/** A whole number between 0 and max. */
export const wholeNumberInput = (field: string, max: number, tooLarge?: string) =>
  numberInput({ field, max, ...(tooLarge ? { tooLarge } : {}) });

/** A decimal number (e.g. mileage in km/l) between 0 and max. */
export const decimalInput = (field: string, max: number) => numberInput({ field, max, whole: false });
