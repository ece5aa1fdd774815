// Issue 16: the sign-in steps and send-otp / verify-otp give the same verdict and message. The
// spec checks only lengths in sign-in (§5); the fields keep digits only (the shared keepDigits),
// and through that conversion the API's digit rules agree on every value the fields can hold.
import { MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '@carmarket/shared';
import { keepDigits, sendOtpBodySchema, verifyOtpBodySchema } from '@carmarket/shared/api-contracts';
import { formAndContractMessages } from '@carmarket/shared/testing';
import { mobileStepSchema, otpStepSchema, type MobileStepValues, type OtpStepValues } from './sign-in-schemas';

const MOBILE = 'Please enter a valid 10-digit mobile number';
const OTP = 'Please enter a valid 4-digit OTP';

describe('sign-in mobile step: form and send-otp', () => {
  const parity = { form: mobileStepSchema, request: sendOtpBodySchema, toRequest: (v: MobileStepValues) => v };
  it.each<[string, Record<string, string>]>([
    ['9812345678', {}],
    ['98123 45678', {}],
    ['98123-4567', { mobileNumber: MOBILE }],
    ['', { mobileNumber: MOBILE }],
    ['98123', { mobileNumber: MOBILE }],
    ['98123abcde', { mobileNumber: MOBILE }],
  ])('typed %j', (typed, expected) => {
    const values = { mobileNumber: keepDigits(typed, MOBILE_NUMBER_LENGTH) };
    const { form, request } = formAndContractMessages(parity, values);
    expect(form).toEqual(expected);
    expect(request).toEqual(expected);
  });
});

describe('sign-in code step: form and verify-otp', () => {
  const parity = {
    form: otpStepSchema,
    request: verifyOtpBodySchema,
    toRequest: (v: OtpStepValues) => ({ userId: 'u1', otpType: 'mobile', ...v }),
  };
  it.each<[string, Record<string, string>]>([
    ['0429', {}],
    ['04 29', {}],
    ['', { otp: OTP }],
    ['042', { otp: OTP }],
    ['04a', { otp: OTP }],
  ])('typed %j', (typed, expected) => {
    const { form, request } = formAndContractMessages(parity, { otp: keepDigits(typed, OTP_LENGTH) });
    expect(form).toEqual(expected);
    expect(request).toEqual(expected);
  });
});
