// The sign-in and signup field rules of spec §5 with its messages (§8), zod-free: the forms call
// them and the contracts (users.ts) run them as checks, so the browser and the API say the same.
import { EMAIL_PATTERN, FULL_NAME_MIN_LENGTH, MESSAGES, MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '../../domain/auth';
import type { FieldProblem } from './field-rule';

export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const USER_ID_MAX_LENGTH = 100;

/** Trimmed length of 2 to 100 characters. */
export function fullNameProblem(fullName: string): FieldProblem {
  const length = fullName.trim().length;
  return length < FULL_NAME_MIN_LENGTH || length > FULL_NAME_MAX_LENGTH ? MESSAGES.invalidFullName : undefined;
}

/** 'something@something.something' with no spaces, at most 254 characters (trimmed). */
export function emailProblem(email: string): FieldProblem {
  const text = email.trim();
  return text.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(text) ? MESSAGES.invalidEmail : undefined;
}

/** As emailProblem, but a blank email is fine (the profile clears it). */
export function optionalEmailProblem(email: string): FieldProblem {
  return email.trim() === '' ? undefined : emailProblem(email);
}

/** Ten digits (signup and the API: spec §5 'in signup it must also be numeric'). */
export function mobileNumberProblem(mobileNumber: string): FieldProblem {
  return new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`).test(mobileNumber.trim()) ? undefined : MESSAGES.invalidMobile;
}

/** Four digits: what verify-otp takes. */
export function otpProblem(otp: string): FieldProblem {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp.trim()) ? undefined : MESSAGES.invalidOtp;
}

/** A known user id (spec §5: verify needs one). */
export function userIdProblem(userId: string | null | undefined): FieldProblem {
  const length = (userId ?? '').trim().length;
  return length < 1 || length > USER_ID_MAX_LENGTH ? MESSAGES.userIdNotFound : undefined;
}

// ---- Sign-in: the spec checks lengths only -------------------------------------------------

/**
 * The sign-in fields' conversion: what a number field keeps of what was typed or pasted, digits
 * only, at most `maxLength`. Through it, the length rules below and the API's digit rules give the
 * same verdict on every value the field can hold.
 */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** Sign-in's mobile number: exactly 10 characters, not checked for digits only (spec §5). */
export function signInMobileNumberProblem(mobileNumber: string): FieldProblem {
  return mobileNumber.length === MOBILE_NUMBER_LENGTH ? undefined : MESSAGES.invalidMobile;
}

/** Sign-in's one-time code: exactly 4 characters, not checked for digits only (spec §5). */
export function signInOtpProblem(otp: string): FieldProblem {
  return otp.length === OTP_LENGTH ? undefined : MESSAGES.invalidOtp;
}

// ---- Signup --------------------------------------------------------------------------------

export type SignupField = 'fullName' | 'email' | 'mobileNumber';

export interface SignupValues {
  fullName: string;
  email: string;
  mobileNumber: string;
}

export interface SignupProblem {
  field: SignupField;
  message: string;
}

/** The signup rules in the spec's order (name, email, mobile), stopping at the first failure. */
export const SIGNUP_RULES: ReadonlyArray<[SignupField, (value: string) => FieldProblem]> = [
  ['fullName', fullNameProblem],
  ['email', emailProblem],
  ['mobileNumber', mobileNumberProblem],
];

export function signupProblem(values: SignupValues): SignupProblem | null {
  for (const [field, rule] of SIGNUP_RULES) {
    const message = rule(values[field]);
    if (message) return { field, message };
  }
  return null;
}
