// Sign-in validation of spec §5. Sign-in only checks lengths (the field itself keeps digits only).
import { MESSAGES, MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '@carmarket/shared';

/** The message for a mobile number that cannot be sent, or null when it can. */
export function mobileNumberError(mobileNumber: string): string | null {
  return mobileNumber.length === MOBILE_NUMBER_LENGTH ? null : MESSAGES.invalidMobile;
}

export function otpError(otp: string): string | null {
  return otp.length === OTP_LENGTH ? null : MESSAGES.invalidOtp;
}

/** Checked before verify-otp: the code first, then a known user id (spec §5). */
export function verifyError(otp: string, userId: string | null): string | null {
  return otpError(otp) ?? (userId ? null : MESSAGES.userIdNotFound);
}
