// The request rules of the contracts answer with the spec's messages (§5, §8), the same text the
// browser shows: the first issue is what the API's 400 says.
import * as z from 'zod/v4/mini';
import { MESSAGES } from '../../domain/auth';
import { createPackageOrderEndpoint } from './packages';
import { PIN_CODE_MESSAGE } from './profile-rules';
import { reportSellerEndpoint } from './sellers';
import { REPORT_REASON_MESSAGE } from './seller-report-rules';
import { contactMessageSchema } from './site';
import { profileChangesSchema, sendOtpBodySchema, signupBodySchema, verifyOtpBodySchema } from './users';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '');
};

describe('request messages', () => {
  it('signup: full name, then email, then mobile number (spec §5 order)', () => {
    const valid = { fullName: 'Asha Verma', email: 'asha@example.in', mobileNumber: '9812345678' };
    expect(firstMessage(signupBodySchema, valid)).toBe('ok');
    expect(firstMessage(signupBodySchema, { ...valid, fullName: 'A', email: 'x' })).toBe(MESSAGES.invalidFullName);
    expect(firstMessage(signupBodySchema, { ...valid, email: 'asha@example' })).toBe('Please enter a valid email address');
    expect(firstMessage(signupBodySchema, { ...valid, mobileNumber: '98123' })).toBe('Please enter a valid 10-digit mobile number');
  });

  it('send-otp and verify-otp', () => {
    expect(firstMessage(sendOtpBodySchema, {})).toBe(MESSAGES.invalidMobile);
    expect(firstMessage(sendOtpBodySchema, { mobileNumber: ' 9812345678 ' })).toBe('ok');
    expect(firstMessage(verifyOtpBodySchema, { userId: 'u1', otp: '12a4' })).toBe('Please enter a valid 4-digit OTP');
    expect(firstMessage(verifyOtpBodySchema, { otp: '1234' })).toBe('User ID not found. Please resend OTP');
  });

  it('profile: pin of 6 digits or blank, no unknown fields', () => {
    expect(firstMessage(profileChangesSchema, { pin: '' })).toBe('ok');
    expect(firstMessage(profileChangesSchema, { pin: '12345' })).toBe(PIN_CODE_MESSAGE);
    expect(firstMessage(profileChangesSchema, { email: 'nope' })).toBe(MESSAGES.invalidEmail);
    expect(z.safeParse(profileChangesSchema, { role: 'admin' }).success).toBe(false);
  });

  it('contact: every field required, a valid phone and email', () => {
    const valid = { firstName: 'A', lastName: 'B', phone: '+91 98123 45678', email: 'a@b.in', subject: 'Hi', message: 'Hello' };
    expect(firstMessage(contactMessageSchema, valid)).toBe('ok');
    expect(firstMessage(contactMessageSchema, { ...valid, firstName: ' ' })).toBe('First name is required');
    expect(firstMessage(contactMessageSchema, { ...valid, phone: 'call me' })).toBe('Please enter a valid phone number');
    expect(firstMessage(contactMessageSchema, { ...valid, email: 'a@b' })).toBe(MESSAGES.invalidEmail);
  });

  it('report reason and package quantity', () => {
    expect(firstMessage(reportSellerEndpoint.body, { reason: '' })).toBe(REPORT_REASON_MESSAGE);
    expect(firstMessage(reportSellerEndpoint.body, { reason: 'x'.repeat(501) })).toBe(REPORT_REASON_MESSAGE);
    expect(firstMessage(createPackageOrderEndpoint.body, { planId: '3m-1', quantity: 1.5 })).toBe('quantity must be a whole number');
    expect(firstMessage(createPackageOrderEndpoint.body, { planId: '3m-1' })).toBe('quantity is required');
    expect(firstMessage(createPackageOrderEndpoint.body, { quantity: 1 })).toBe('planId is required');
  });
});
