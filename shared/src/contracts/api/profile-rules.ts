// The profile form's rules and their messages, the same in the profile form and in PUT
// /api/v1/profile (no zod here: the form reads them without bundling the schemas).
import type { FieldProblem, FieldProblems } from './field-rule';
import { fieldProblems } from './field-rule';
import { fullNameProblem, optionalEmailProblem } from './auth-rules';
import type { ProfileChanges } from './users';

export const PIN_CODE_PATTERN = /^\d{6}$/;
export const PIN_CODE_MESSAGE = 'Please enter a valid 6-digit Pin Code';

/** Six digits, or blank (which clears it). */
export function pinCodeProblem(pin: string): FieldProblem {
  const text = pin.trim();
  return text === '' || PIN_CODE_PATTERN.test(text) ? undefined : PIN_CODE_MESSAGE;
}

export const PROFILE_FORM_FIELDS = ['fullName', 'email', 'address', 'landmark', 'city', 'pin'] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;

/** The free-text fields' longest lengths: the API's limits and the form inputs' maxLength. */
export const PROFILE_TEXT_MAX_LENGTH = { address: 300, landmark: 200, city: 100 } as const;

/** The rules of the fields the form edits (the rest are free text within PROFILE_TEXT_MAX_LENGTH). */
export const PROFILE_FIELD_RULES = { fullName: fullNameProblem, email: optionalEmailProblem, pin: pinCodeProblem } as const;

export function profileFormProblems(values: ProfileFormValues): FieldProblems<ProfileFormField> {
  return fieldProblems(values, PROFILE_FIELD_RULES);
}

/** The form's text to the request: trimmed; blanks become null so the server clears them. */
export function profileChangesFromForm(values: ProfileFormValues): ProfileChanges {
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
