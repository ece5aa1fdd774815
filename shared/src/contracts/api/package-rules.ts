// The package order's quantity rule and its messages (spec §5: minimum 1), the same in Buy
// Packages and in POST /api/v1/packages/orders (no zod here).
import type { FieldProblem } from './field-rule';

export const PACKAGE_QUANTITY_MIN = 1;
export const PACKAGE_QUANTITY_MAX = 1000;
export const PACKAGE_QUANTITY_MESSAGES = {
  tooFew: `Please enter a quantity of at least ${PACKAGE_QUANTITY_MIN}`,
  tooMany: `Please enter a quantity of at most ${PACKAGE_QUANTITY_MAX}`,
} as const;

/** A whole quantity (the request's type check) between 1 and 1000. */
export function packageQuantityProblem(quantity: number): FieldProblem {
  if (quantity < PACKAGE_QUANTITY_MIN) return PACKAGE_QUANTITY_MESSAGES.tooFew;
  if (quantity > PACKAGE_QUANTITY_MAX) return PACKAGE_QUANTITY_MESSAGES.tooMany;
  return undefined;
}

/** The quantity field's conversion: its digits as a number; any other text is no quantity (0). */
export function packageQuantityFromText(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}
