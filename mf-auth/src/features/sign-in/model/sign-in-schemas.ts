// The zod schemas of the two sign-in steps (react-hook-form's resolvers), from the rules of spec §5.
import { formSchema } from '@carmarket/shared/forms';
import { mobileNumberError, otpError } from './sign-in-rules';

export interface MobileStepValues {
  mobileNumber: string;
}

export interface OtpStepValues {
  otp: string;
}

export const mobileStepSchema = formSchema<MobileStepValues>(['mobileNumber'], ({ mobileNumber }) => ({
  mobileNumber: mobileNumberError(mobileNumber) ?? undefined,
}));

export const otpStepSchema = formSchema<OtpStepValues>(['otp'], ({ otp }) => ({ otp: otpError(otp) ?? undefined }));
