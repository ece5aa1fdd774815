// The sell flow's dropdowns (the location form's and the wizard's): a FormField select with the
// field's error, registered plainly or with a rule that clears the fields that depend on it.
import { FormField, type registerWithRule } from '@carmarket/shared/forms';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export interface SelectFieldOptions<Values extends FieldValues> {
  /** The select's id (default: FormField's own). */
  id?: string;
  disabled?: boolean;
  /** Default: form.register(name). */
  registration?: ReturnType<typeof registerWithRule<Values>> | ReturnType<UseFormReturn<Values>['register']>;
}

/** Makes `selectField(name, label, placeholder, options, extra)` for the selects of `form`. */
export function selectFieldsOf<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, 'register' | 'formState'>) {
  return (
    name: FieldPath<Values>,
    label: string,
    placeholder: string,
    options: readonly string[],
    { id, disabled, registration = form.register(name) }: SelectFieldOptions<Values> = {},
  ) => {
    const error = form.formState.errors[name]?.message;
    return (
      <FormField
        control="select"
        id={id}
        label={label}
        placeholder={placeholder}
        options={options}
        disabled={disabled}
        error={typeof error === 'string' ? error : undefined}
        {...registration}
      />
    );
  };
}
