// A form's zod schema from its text fields and its rules. Every form field is text while
// typed; the rules (in each feature's model, with the spec's messages) see the whole values
// at once, because several depend on another field (a model of the chosen brand, a
// registration year not before manufacture). Each message lands on its own field.
import '../validation/zod-jitless';
import * as z from 'zod/v4/mini';

export type TextValues<Values> = { [K in keyof Values]: string };

export type FormRules<Values extends TextValues<Values>> = (values: Values) => Partial<Record<keyof Values & string, string>>;

export function formSchema<Values extends TextValues<Values>>(
  fields: ReadonlyArray<keyof Values & string>,
  rules: FormRules<Values>,
): z.ZodMiniType<Values, Values> {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<keyof Values & string, z.ZodMiniString>;
  return z.object(shape).check(
    z.check((ctx) => {
      const values = ctx.value as unknown as Values;
      for (const [field, message] of Object.entries(rules(values))) {
        if (message) ctx.issues.push({ code: 'custom', message: message as string, path: [field], input: ctx.value });
      }
    }),
  ) as unknown as z.ZodMiniType<Values, Values>;
}
