// Buy Packages' form: a plan (this form's own choice) and a quantity, checked by the order's
// quantity rule (shared with POST /api/v1/package-orders) through its conversion from text.
import { PACKAGE_QUANTITY_MESSAGES, packageQuantityFromText, packageQuantityProblem } from '@carmarket/shared/api-contracts';
import { formSchema } from '@carmarket/shared/forms';

export const SELECT_PLAN_ERROR = 'Please select a package';
export const QUANTITY_ERROR = PACKAGE_QUANTITY_MESSAGES.tooFew;

export interface PackageChoice {
  planId: string;
  /** As typed; the shared conversion makes it the request's number. */
  quantity: string;
}

export const packageChoiceSchema = formSchema<PackageChoice>(['planId', 'quantity'], ({ planId, quantity }) => ({
  planId: planId ? undefined : SELECT_PLAN_ERROR,
  quantity: packageQuantityProblem(packageQuantityFromText(quantity)),
}));

/** The quantity typed, as a number, or null when the order rule refuses it. */
export function parseQuantity(text: string): number | null {
  const quantity = packageQuantityFromText(text);
  return packageQuantityProblem(quantity) ? null : quantity;
}

/** The request's body (POST /api/v1/package-orders). */
export function packageOrderFromChoice({ planId, quantity }: PackageChoice) {
  return { planId, quantity: packageQuantityFromText(quantity) };
}
