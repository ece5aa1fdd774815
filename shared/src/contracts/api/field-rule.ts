// A field rule is a plain function: the value in, the spec's message out when the value is wrong
// (undefined when it is fine). The forms call the rules directly; the contracts run the very same
// functions as zod checks (`ruleCheck` in request-fields.ts), so a rule and its message exist once.
// No zod here: a form that imports a rule bundles no schema.

/** The message for a wrong value, or undefined when the value is fine. */
export type FieldProblem = string | undefined;

export type FieldRule<T = string> = (value: T) => FieldProblem;

/** Every field's problem of a form (fields with no problem are left out). */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** Runs one rule per field and keeps the messages. */
export function fieldProblems<Values extends Record<string, unknown>>(
  values: Values,
  rules: { [K in keyof Values & string]?: (value: Values[K], values: Values) => FieldProblem },
): FieldProblems<keyof Values & string> {
  const problems: FieldProblems<keyof Values & string> = {};
  for (const field of Object.keys(rules) as Array<keyof Values & string>) {
    const message = rules[field]?.(values[field], values);
    if (message) problems[field] = message;
  }
  return problems;
}
