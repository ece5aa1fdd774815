// @carmarket/shared/forms: the forms kit, its own federated singleton so that only the
// chunks holding a form fetch it (and react-hook-form with it).
export { FormField, type FormFieldProps } from './form-field';
export { useZodForm, type ZodFormOptions } from './use-zod-form';
export { formSchema, type FormRules } from './form-schema';
export { registerWithRule, useFormChanges } from './form-changes';
export { Controller, useController, useFormState, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
