// The profile form: its values from the stored user, and the shared profile rules and conversion
// (the same functions PUT /api/v1/profile runs: email like signup, Pin Code of 6 digits).
import type { User } from '@carmarket/shared';
import {
  PIN_CODE_MESSAGE,
  PROFILE_FORM_FIELDS,
  profileChangesFromForm,
  profileFormProblems,
  type FieldProblems,
  type ProfileFormField,
  type ProfileFormValues,
} from '@carmarket/shared/api-contracts';
import { formSchema } from '@carmarket/shared/forms';

export const EDITABLE_FIELDS = PROFILE_FORM_FIELDS;
export type EditableField = ProfileFormField;
export type { ProfileFormValues };
export type ProfileFormErrors = FieldProblems<EditableField>;

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

export const validateProfileForm: (values: ProfileFormValues) => ProfileFormErrors = profileFormProblems;

/** The form's zod schema (react-hook-form's resolver). */
export const profileFormSchema = formSchema<ProfileFormValues>(EDITABLE_FIELDS, validateProfileForm);

/** Trimmed values; blanks become null so the server clears them (the shared conversion). */
export const formValuesToChanges = profileChangesFromForm;
