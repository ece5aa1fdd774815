// react-hook-form driven by a zod schema: the one way every app builds a form. Errors come
// from the schema (the spec's messages); on a failed submit focus moves to the first invalid
// field and every value typed stays as it was.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath, type FieldValues, type PathValue, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export type ZodFormOptions<Values extends FieldValues> = Omit<UseFormProps<Values>, 'resolver'>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Elements already looked at: a field's ref is called again on every render. */
const seenElements = new WeakSet<object>();

/**
 * What the user typed into a server-rendered field before React hydrated it (or what the browser
 * restored into it), or undefined. The server renders the fields without a value, so a value other
 * than the element's default one was not put there by the app. Looked at once per element, when
 * it is first registered.
 */
export function valueTypedBeforeMount(element: unknown): string | undefined {
  if (!element || typeof element !== 'object' || seenElements.has(element)) return undefined;
  seenElements.add(element);
  const field = element as FieldElement;
  if (field.tagName === 'SELECT') {
    const select = field as HTMLSelectElement;
    const options = Array.from(select.options);
    const initial = options.find((option) => option.defaultSelected) ?? options[0];
    return initial && select.value !== initial.value ? select.value : undefined;
  }
  if (field.tagName === 'TEXTAREA' || field.tagName === 'INPUT') {
    const input = field as HTMLInputElement | HTMLTextAreaElement;
    if (['checkbox', 'radio', 'file'].includes(input.type)) return undefined;
    return input.value !== input.defaultValue ? input.value : undefined;
  }
  return undefined;
}

/**
 * register() that keeps a value typed before hydration: react-hook-form writes its default value
 * into a field when the field registers (its ref), which wiped what a fast user typed into the
 * server's markup, so the form then submitted (or re-submitted: the shell's document-scripts/early-input.ts) empty.
 */
function keepingTypedValues<Values extends FieldValues>(form: UseFormReturn<Values>): UseFormReturn<Values>['register'] {
  const register = form.register;
  return (name, options) => {
    const field = register(name, options);
    return {
      ...field,
      ref: (element) => {
        const typed = valueTypedBeforeMount(element);
        field.ref(element);
        if (typed !== undefined && typed !== form.getValues(name)) {
          form.setValue(name, typed as PathValue<Values, FieldPath<Values>>, { shouldDirty: true });
        }
      },
    };
  };
}

export function useZodForm<Values extends FieldValues>(
  schema: $ZodType<unknown, Values>,
  options: ZodFormOptions<Values> = {},
): UseFormReturn<Values> {
  const form = useForm<Values>({
    // Messages appear on submit, then follow each change (the forms' behaviour before this kit).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  // useForm returns the same object on every render: its register is replaced once.
  const [register] = useState(() => keepingTypedValues(form));
  form.register = register;
  return form;
}
