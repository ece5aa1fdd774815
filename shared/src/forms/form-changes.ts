// Two things several forms do with react-hook-form: report every change upwards (a session
// draft, a state machine) and let one field's change reset the fields that depend on it.
import { useEffect, useRef, type ChangeEvent } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

type ChangeForm<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'watch' | 'getValues'>;

/** Calls `onChange` with all the values (and the field's name) after every change. */
export function useFormChanges<Values extends FieldValues>(
  form: ChangeForm<Values>,
  onChange: (values: Values, name: FieldPath<Values> | undefined) => void,
) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const { watch, getValues } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => latest.current(getValues(), name));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
}

/**
 * register(name) whose change first applies `rule` (e.g. a new brand clears model and
 * variant): every other field the rule changed is set before the change itself is reported.
 */
export function registerWithRule<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getValues' | 'setValue'>,
  name: FieldPath<Values>,
  rule: (values: Values, selected: string) => Values,
) {
  const field = form.register(name);
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const current = form.getValues();
      const next = rule(current, event.target.value);
      for (const key of Object.keys(next) as Array<FieldPath<Values>>) {
        if (key !== name && next[key] !== current[key]) form.setValue(key, next[key] as PathValue<Values, FieldPath<Values>>);
      }
      return field.onChange(event);
    },
  };
}
