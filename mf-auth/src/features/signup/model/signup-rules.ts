// Signup validation of spec §5: checked in order, stopping at the first failure.
import { EMAIL_PATTERN, FULL_NAME_MIN_LENGTH, MESSAGES, isValidMobileNumber } from '@carmarket/shared';

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

export function signupProblem({ fullName, email, mobileNumber }: SignupValues): SignupProblem | null {
  if (fullName.trim().length < FULL_NAME_MIN_LENGTH) return { field: 'fullName', message: MESSAGES.invalidFullName };
  if (!EMAIL_PATTERN.test(email.trim())) return { field: 'email', message: MESSAGES.invalidEmail };
  // In signup the number must also be numeric (spec §5).
  if (!isValidMobileNumber(mobileNumber)) return { field: 'mobileNumber', message: MESSAGES.invalidMobile };
  return null;
}
