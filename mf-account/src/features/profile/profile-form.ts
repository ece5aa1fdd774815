// The profile form's values and rules: email like signup (spec §5), Pin Code of 6 digits.
import { EMAIL_PATTERN, FULL_NAME_MIN_LENGTH, MESSAGES, type User } from '@carmarket/shared';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from '@carmarket/shared/api-contracts';
import { formSchema } from '@carmarket/shared/forms';
import type { ProfileChanges } from './api/update-profile';

export const EDITABLE_FIELDS = ['fullName', 'email', 'address', 'landmark', 'city', 'pin'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type ProfileFormValues = Record<EditableField, string>;
export type ProfileFormErrors = Partial<Record<EditableField, string>>;

/** The API's rule and message (the profile contract). */
export const PIN_CODE_ERROR = PIN_CODE_MESSAGE;

export function profileToFormValues(user: Pick<User, EditableField>): ProfileFormValues {
  return {
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    address: user.address ?? '',
    landmark: user.landmark ?? '',
    city: user.city ?? '',
    pin: user.pin ?? '',
  };
}

export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.fullName.trim().length < FULL_NAME_MIN_LENGTH) errors.fullName = MESSAGES.invalidFullName;
  const email = values.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = MESSAGES.invalidEmail;
  const pin = values.pin.trim();
  if (pin !== '' && !PIN_CODE_PATTERN.test(pin)) errors.pin = PIN_CODE_ERROR;
  return errors;
}

/** The form's zod schema (react-hook-form's resolver). */
export const profileFormSchema = formSchema<ProfileFormValues>(EDITABLE_FIELDS, validateProfileForm);

/** Trimmed values; blanks become null so the server clears them. */
export function formValuesToChanges(values: ProfileFormValues): ProfileChanges {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    fullName: values.fullName.trim(),
    email: orNull(values.email),
    address: orNull(values.address),
    landmark: orNull(values.landmark),
    city: orNull(values.city),
    pin: orNull(values.pin),
  };
}
