// OTP sign-in (spec §7 field names): 4-digit codes stored hashed, 5-minute expiry, 5 wrong tries
// then void, 30 s resend cooldown, limits per number and per IP, and a per-number lock after 5 wrong
// codes in total across resends (otp-lockout.ts).
import { randomInt, timingSafeEqual } from 'node:crypto';
import * as contracts from '@carmarket/shared/api-contracts';
import { MESSAGES, OTP_EXPIRY_SECONDS, OTP_MAX_ATTEMPTS } from '@carmarket/shared/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { createSession, requireUser, revokeSession } from '../../lib/auth';
import { toDate } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { hmacSha256, newId } from '../../lib/ids';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { createOtpLockout, lockedMessage, OTP_NUMBER_LOCK_MS } from './otp-lockout';
import { toUser } from './user-view';

const FIFTEEN_MINUTES = 15 * 60_000;

/** HMAC with the server secret: a dump of otp_challenges cannot be brute-forced over the 10,000 codes. */
export const hashOtpCode = (secret: string, challengeId: string, code: string) => hmacSha256(secret, `${challengeId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function registerAuthRoutes(app: ContractApp, ctx: AppContext): void {
  const { db, clock } = ctx;
  // Per-IP limits on @fastify/rate-limit's database store (shared by every instance); checked inside
  // the handlers so each keeps its place in the order of checks and its own message.
  const perIp = (name: string, max: number) => {
    const limiter = app.createRateLimit({ max, timeWindow: FIFTEEN_MINUTES, keyGenerator: (request) => `${name}:${request.ip}` });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      return result.isAllowed || !result.isExceeded;
    };
  };
  const sendPerIp = perIp('otp-send', ctx.rateLimits.otpSendPerIp);
  const verifyPerIp = perIp('otp-verify', ctx.rateLimits.otpVerifyPerIp);
  const lockout = createOtpLockout(db);

  // Each spec §7 answer keeps its own shape on a 400 too ({ ok: false }, { statusCode }, { success: false }).
  const signup = { schema: contractSchema(contracts.signupEndpoint, [201]), config: { validationErrorBody: { ok: false } } };
  app.post(contracts.signupEndpoint.path, signup, async (request, reply) => {
    const input = request.body;
    const now = clock();
    const inserted = await db
      .insertInto('users')
      .values({
        id: newId(),
        fullName: input.fullName,
        email: input.email,
        mobileNumber: input.mobileNumber,
        // Spec §6: signup always registers 'EndUser'.
        userType: 'EndUser',
        image: null,
        avatar: null,
        address: null,
        landmark: null,
        city: null,
        state: null,
        pin: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('mobileNumber').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, 'Mobile number already registered', { ok: false });
    reply.status(201);
    return { ok: true as const, message: 'Signup successful', userId: inserted.id, user: toUser(inserted) };
  });

  const sendOtp = { schema: contractSchema(contracts.sendOtpEndpoint), config: { validationErrorBody: { statusCode: 400 } } };
  app.post(contracts.sendOtpEndpoint.path, sendOtp, async (request, reply) => {
    const input = request.body;
    if (!(await sendPerIp(request))) {
      throw new HttpError(429, 'Too many OTP requests. Please try again later', { statusCode: 429 });
    }
    const user = await db.selectFrom('users').select(['id']).where('mobileNumber', '=', input.mobileNumber).executeTakeFirst();
    if (!user) throw new HttpError(404, MESSAGES.userNotFound, { statusCode: 404 });
    const now = clock();
    // A locked number gets no new code: it could not be checked anyway.
    const lockedUntil = await lockout.lockedUntil(input.mobileNumber, now);
    if (lockedUntil) {
      const retryAfterSeconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
      throw new HttpError(429, lockedMessage(lockedUntil, now), { statusCode: 429, retryAfterSeconds });
    }
    const recent = await db
      .selectFrom('otpChallenges')
      .select(['createdAt'])
      .where('mobileNumber', '=', input.mobileNumber)
      .where('createdAt', '>', new Date(now.getTime() - FIFTEEN_MINUTES))
      .orderBy('createdAt', 'desc')
      // The newest (cooldown) and whether the limit is reached: no need to read more rows than the limit.
      .limit(Math.max(1, ctx.rateLimits.otpSendPerNumber))
      .execute();
    const latest = recent[0];
    if (latest) {
      const waitMs = toDate(latest.createdAt).getTime() + ctx.rateLimits.otpResendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new HttpError(429, `Please wait ${seconds} seconds before requesting a new OTP`, {
          statusCode: 429,
          retryAfterSeconds: seconds,
        });
      }
    }
    if (recent.length >= ctx.rateLimits.otpSendPerNumber) {
      throw new HttpError(429, 'Too many OTP requests for this number. Please try again later', { statusCode: 429 });
    }
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const challengeId = newId();
    await db.transaction().execute(async (trx) => {
      // Only the newest code is valid.
      await trx
        .updateTable('otpChallenges')
        .set({ voidedAt: now })
        .where('userId', '=', user.id)
        .where('consumedAt', 'is', null)
        .where('voidedAt', 'is', null)
        .execute();
      await trx
        .insertInto('otpChallenges')
        .values({
          id: challengeId,
          userId: user.id,
          mobileNumber: input.mobileNumber,
          codeHash: hashOtpCode(ctx.otpSecret, challengeId, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_EXPIRY_SECONDS * 1000),
        })
        .execute();
    });
    await ctx.sms.sendOtp(input.mobileNumber, code, now);
    reply.status(200);
    return {
      statusCode: 200 as const,
      message: MESSAGES.otpSent,
      responseObject: {
        userId: user.id,
        user: { id: user.id },
        resendAfterSeconds: ctx.rateLimits.otpResendSeconds,
        expiresInSeconds: OTP_EXPIRY_SECONDS,
      },
    };
  });

  const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
    new HttpError(status, message, { success: false, ...extra });
  const verifyOtp = {
    schema: contractSchema(contracts.verifyOtpEndpoint),
    config: { validationErrorBody: { success: false } },
    // The per-IP limit counts every try, a malformed one included: before the contract reads the body.
    preValidation: async (request: FastifyRequest) => {
      if (!(await verifyPerIp(request))) throw fail(429, 'Too many attempts. Please try again later');
    },
  };
  app.post(contracts.verifyOtpEndpoint.path, verifyOtp, async (request) => {
    const input = request.body;
    const user = await db.selectFrom('users').selectAll().where('id', '=', input.userId).executeTakeFirst();
    if (!user) throw fail(400, MESSAGES.userIdNotFound);
    const now = clock();
    const challenge = await db
      .selectFrom('otpChallenges')
      .selectAll()
      .where('userId', '=', user.id)
      .where('consumedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!challenge) throw fail(400, 'No OTP requested. Please resend OTP');
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw fail(429, 'Too many wrong attempts. Please resend OTP');
    // The number's lock comes before any code is compared, the right one included.
    const number = challenge.mobileNumber;
    const lockedUntil = await lockout.lockedUntil(number, now);
    if (lockedUntil) throw fail(429, lockedMessage(lockedUntil, now));
    if (challenge.voidedAt) throw fail(400, 'No OTP requested. Please resend OTP');
    if (toDate(challenge.expiresAt).getTime() <= now.getTime()) throw fail(400, 'OTP expired. Please resend OTP');
    // Reserved atomically before comparing: parallel guesses cannot exceed the per-number limit.
    if (!(await lockout.reserveTry(number, now))) {
      throw fail(429, lockedMessage((await lockout.lockedUntil(number, now)) ?? new Date(now.getTime() + OTP_NUMBER_LOCK_MS), now));
    }
    if (!sameHash(hashOtpCode(ctx.otpSecret, challenge.id, input.otp), challenge.codeHash)) {
      const numberTriesLeft = await lockout.recordWrong(number, now);
      // Counted atomically so parallel guesses cannot exceed the limit.
      const updated = await db
        .updateTable('otpChallenges')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', challenge.id)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst();
      const attempts = updated?.attempts ?? OTP_MAX_ATTEMPTS;
      if (attempts >= OTP_MAX_ATTEMPTS) {
        await db.updateTable('otpChallenges').set({ voidedAt: now }).where('id', '=', challenge.id).execute();
      }
      throw fail(401, 'Invalid OTP', { attemptsLeft: Math.min(numberTriesLeft, Math.max(0, OTP_MAX_ATTEMPTS - attempts)) });
    }
    await lockout.releaseTry(number);
    const session = await db.transaction().execute(async (trx) => {
      const consumed = await trx
        .updateTable('otpChallenges')
        .set({ consumedAt: now })
        .where('id', '=', challenge.id)
        .where('consumedAt', 'is', null)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .executeTakeFirst();
      if (Number(consumed.numUpdatedRows) === 0) return null;
      return createSession({ ...ctx, db: trx }, user.id);
    });
    if (!session) throw fail(400, 'No OTP requested. Please resend OTP');
    return {
      success: true as const,
      message: 'OTP verified successfully',
      responseObject: { isFullyVerified: true, user: toUser(user), token: session.token, expiresAt: session.expiresAt.toISOString() },
    };
  });

  app.post(contracts.logoutEndpoint.path, { schema: contractSchema(contracts.logoutEndpoint) }, async (request) => {
    await requireUser(ctx, request);
    await revokeSession(ctx, request);
    return { message: 'Logged out' };
  });

  app.get(contracts.getMeEndpoint.path, { schema: contractSchema(contracts.getMeEndpoint) }, async (request) => ({
    user: toUser(await requireUser(ctx, request)),
  }));
}
