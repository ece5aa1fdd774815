// Test helper for issue 16 (client and server validation are the same rules): runs a form's
// values through the form's schema and, after the form's conversion, through the contract's
// request schema, and gives each side's verdict as one message per field.
import * as z from 'zod/v4/mini';
import type { $ZodType } from 'zod/v4/core';
import { expect, it } from 'vitest';

/** Field -> the first message about it ({} when the values pass). */
export type FieldMessages = Record<string, string>;

function firstMessagePerField(schema: $ZodType, value: unknown, fieldOf: (requestField: string) => string): FieldMessages {
  const result = z.safeParse(schema as z.ZodMiniType, value);
  const messages: FieldMessages = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

export interface FormParity<Values> {
  /** The form's schema (useZodForm's resolver). */
  form: $ZodType;
  /** The form's conversion: its values as the request's body. */
  toRequest: (values: Values) => unknown;
  /** The contract's request schema. */
  request: $ZodType;
  /** Request field -> form field, where the names differ. */
  formFieldOf?: Record<string, string>;
  /** The form stops at its first failure (signup): compare with the API's answer, its first issue. */
  firstOnly?: boolean;
}

/** Both verdicts for one set of form values. */
export function formAndContractMessages<Values>(parity: FormParity<Values>, values: Values) {
  const form = firstMessagePerField(parity.form, values, (field) => field);
  let request = firstMessagePerField(parity.request, parity.toRequest(values), (field) => parity.formFieldOf?.[field] ?? field);
  if (parity.firstOnly) request = Object.fromEntries(Object.entries(request).slice(0, 1));
  return { form, request };
}

/**
 * One test per case, named by it: `valid` with the case's change gets the expected messages from
 * the form and from the contract alike ({} where both accept it).
 */
export function itGivesEachCaseTheSameMessages<Values extends object>(
  parity: FormParity<Values>,
  valid: Values,
  cases: Array<[name: string, change: Partial<Values>, expected: FieldMessages]>,
) {
  it.each(cases)('%s', (_name, change, expected) => {
    const { form, request } = formAndContractMessages(parity, { ...valid, ...change });
    expect(form).toEqual(expected);
    expect(request).toEqual(expected);
  });
}
