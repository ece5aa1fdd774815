// react-hook-form driven by a zod schema: the one way every app builds a form. Errors come
// from the schema (the spec's messages); on a failed submit focus moves to the first invalid
// field and every value typed stays as it was.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export type ZodFormOptions<Values extends FieldValues> = Omit<UseFormProps<Values>, 'resolver'>;

export function useZodForm<Values extends FieldValues>(
  schema: $ZodType<unknown, Values>,
  options: ZodFormOptions<Values> = {},
): UseFormReturn<Values> {
  return useForm<Values>({
    // Messages appear on submit, then follow each change (the forms' behaviour before this kit).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}
