// Sign-in validation of spec §5: the shared rules (sign-in checks lengths only; the field itself
// keeps digits only, through the shared keepDigits, so the API's digit rule agrees).
import { signInMobileNumberProblem, signInOtpProblem, userIdProblem } from '@carmarket/shared/api-contracts';

/** The message for a mobile number that cannot be sent, or null when it can. */
export function mobileNumberError(mobileNumber: string): string | null {
  return signInMobileNumberProblem(mobileNumber) ?? null;
}

export function otpError(otp: string): string | null {
  return signInOtpProblem(otp) ?? null;
}

/** Checked before verify-otp: the code first, then a known user id (spec §5). */
export function verifyError(otp: string, userId: string | null): string | null {
  return otpError(otp) ?? userIdProblem(userId) ?? null;
}
