// Contracts of the sign-in (spec §7 send-otp, verify-otp, signup), session and profile endpoints,
// with the spec's messages (§5, §8): the same rules in the API and in the browser.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { MESSAGES } from '../../domain/auth';
import { emailProblem, fullNameProblem, mobileNumberProblem, optionalEmailProblem, otpProblem, userIdProblem } from './auth-rules';
import { userTypeSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { PROFILE_TEXT_MAX_LENGTH, pinCodeProblem } from './profile-rules';
import { ruleCheck } from './request-fields';

// ---- The user as the API answers it ------------------------------------------------------

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.nullable(z.string()),
  mobileNumber: z.string(),
  userType: userTypeSchema,
  image: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  address: z.nullable(z.string()),
  landmark: z.nullable(z.string()),
  city: z.nullable(z.string()),
  pin: z.nullable(z.string()),
  createdAt: z.string(),
});

export type User = z.infer<typeof userSchema>;

// ---- Requests -------------------------------------------------------------------------------

/** Ten digits (spec §5); anything else says 'Please enter a valid 10-digit mobile number'. */
const mobileNumberSchema = z.string({ error: MESSAGES.invalidMobile }).check(z.trim(), ruleCheck(mobileNumberProblem));

/** The spec's signup rules in its order (zod reports issues in key order; the first is answered). */
export const signupBodySchema = z.object({
  fullName: z.string({ error: MESSAGES.invalidFullName }).check(z.trim(), ruleCheck(fullNameProblem)),
  email: z.string({ error: MESSAGES.invalidEmail }).check(z.trim(), ruleCheck(emailProblem)),
  mobileNumber: mobileNumberSchema,
  userType: z.optional(z.string().check(z.maxLength(40))),
});

export const sendOtpBodySchema = z.object({ mobileNumber: mobileNumberSchema });

export const verifyOtpBodySchema = z.object({
  userId: z.string({ error: MESSAGES.userIdNotFound }).check(z.trim(), ruleCheck(userIdProblem)),
  otpType: z.optional(z.string().check(z.maxLength(20))),
  otp: z.string({ error: MESSAGES.invalidOtp }).check(z.trim(), ruleCheck(otpProblem)),
});

const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** PUT /api/v1/profile: every field optional; a blank email or pin clears it. */
export const profileChangesSchema = z.strictObject({
  fullName: z.optional(z.string().check(z.trim(), ruleCheck(fullNameProblem))),
  email: z.optional(z.nullable(z.string().check(z.trim(), ruleCheck(optionalEmailProblem)))),
  address: optionalText(PROFILE_TEXT_MAX_LENGTH.address),
  landmark: optionalText(PROFILE_TEXT_MAX_LENGTH.landmark),
  city: optionalText(PROFILE_TEXT_MAX_LENGTH.city),
  pin: z.optional(z.nullable(z.string().check(z.trim(), ruleCheck(pinCodeProblem)))),
  image: optionalText(500),
  avatar: optionalText(500),
});

export type ProfileChanges = z.input<typeof profileChangesSchema>;

const USER_ID_NOT_FOUND = 'User ID not found';

// ---- Endpoints ------------------------------------------------------------------------------

export const signupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/signup',
  body: signupBodySchema,
  response: z.object({ ok: z.literal(true), message: z.string(), userId: z.string(), user: userSchema }),
});

export const sendOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/send-otp',
  body: sendOtpBodySchema,
  response: z.object({
    statusCode: z.literal(200),
    message: z.string(),
    responseObject: z.object({
      userId: z.string(),
      user: z.object({ id: z.string() }),
      resendAfterSeconds: z.number(),
      expiresInSeconds: z.number(),
    }),
  }),
});

export const verifyOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/verify-otp',
  body: verifyOtpBodySchema,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    responseObject: z.object({ isFullyVerified: z.boolean(), user: userSchema, token: z.string(), expiresAt: z.string() }),
  }),
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/logout',
  response: z.object({ message: z.string() }),
});

export const getMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/auth/me',
  response: z.object({ user: userSchema }),
});

export const getUserProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/profile/get-userProfile',
  body: z.object({
    userId: z.string({ error: USER_ID_NOT_FOUND }).check(z.trim(), z.minLength(1, USER_ID_NOT_FOUND), z.maxLength(100)),
  }),
  response: z.object({ data: userSchema }),
});

export const updateProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/profile',
  body: profileChangesSchema,
  response: z.object({ data: userSchema }),
});

/** Local runs and e2e only (never registered in production): the last code sent to a number. */
export const getLastOtpEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dev/last-otp',
  query: z.object({
    mobileNumber: z
      .string({ error: (issue) => (issue.input === undefined ? MESSAGES.invalidMobile : undefined) })
      .check(z.trim(), ruleCheck(mobileNumberProblem)),
  }),
  response: z.object({ mobileNumber: z.string(), otp: z.string(), sentAt: z.string() }),
});

/**
 * Development only: runs the API's background round now (housekeeping: roll-ups, matching, canary
 * analysis) instead of at its interval, and answers when it is done. `ran` is false when another
 * instance held the round; 404 when this process schedules none.
 */
export const runHousekeepingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/dev/housekeeping',
  response: z.object({ ran: z.boolean() }),
});
