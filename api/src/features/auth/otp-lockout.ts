// OTP guessing bounded per mobile number, across resends (issue 17). Each resend brings a fresh code
// with its own 5 tries; this counts every code tried for the number, whichever code it was meant for:
// OTP_NUMBER_MAX_WRONG tries in a window of OTP_NUMBER_WINDOW_MS from the first, and the number is locked
// for OTP_NUMBER_LOCK_MS — no code, not even the right one, is checked until then. docs/security.md
// shows why these numbers keep a day of guessing below 1 in 1,000.
//
// A try is reserved atomically *before* its code is compared, so parallel guesses cannot exceed the
// limit; a right code gives its reservation back (a person's own sign-ins never help a guesser).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toDate } from '../../lib/dates';

/** Codes tried per number (wrong, or in flight) before the number is locked. */
export const OTP_NUMBER_MAX_WRONG = 5;
/** The count starts afresh this long after the first try it holds (if the number was not locked). */
export const OTP_NUMBER_WINDOW_MS = 24 * 60 * 60_000;
/** How long a number stays locked after the last allowed wrong code. */
export const OTP_NUMBER_LOCK_MS = 24 * 60 * 60_000;

export interface OtpLockout {
  /** When the number may try codes again, or null when it is not locked. */
  lockedUntil(mobileNumber: string, now: Date): Promise<Date | null>;
  /** Counts one try before its code is compared; false when the number is locked (compare nothing then). */
  reserveTry(mobileNumber: string, now: Date): Promise<boolean>;
  /** The reserved try was wrong: locks the number when it was the last allowed one. Returns the tries left. */
  recordWrong(mobileNumber: string, now: Date): Promise<number>;
  /** The reserved try was right: it is not a wrong code. */
  releaseTry(mobileNumber: string): Promise<void>;
}

export function createOtpLockout(db: Kysely<Database>): OtpLockout {
  /** The stored count is over: its lock has ended, or (never locked) its window has. */
  const countIsOver = (now: Date) =>
    sql<boolean>`((otp_lockouts.locked_until is not null and otp_lockouts.locked_until <= ${now}::timestamptz)
      or (otp_lockouts.locked_until is null and otp_lockouts.window_started_at <= ${new Date(now.getTime() - OTP_NUMBER_WINDOW_MS)}::timestamptz))`;

  return {
    async lockedUntil(mobileNumber, now) {
      const row = await db.selectFrom('otpLockouts').select(['lockedUntil']).where('mobileNumber', '=', mobileNumber).executeTakeFirst();
      if (!row?.lockedUntil) return null;
      const until = toDate(row.lockedUntil);
      return until.getTime() > now.getTime() ? until : null;
    },

    async reserveTry(mobileNumber, now) {
      const over = countIsOver(now);
      const reserved = await db
        .insertInto('otpLockouts')
        .values({ mobileNumber, attempts: 1, windowStartedAt: now, lockedUntil: null })
        .onConflict((oc) =>
          oc
            .column('mobileNumber')
            .doUpdateSet({
              attempts: sql`case when ${over} then 1 else otp_lockouts.attempts + 1 end`,
              windowStartedAt: sql`case when ${over} then ${now}::timestamptz else otp_lockouts.window_started_at end`,
              lockedUntil: sql`case when ${over} then null else otp_lockouts.locked_until end`,
            })
            // Locked, or every try of the window already used (or in flight): nothing is reserved.
            .where(sql<boolean>`${over} or otp_lockouts.attempts < ${OTP_NUMBER_MAX_WRONG}`),
        )
        .returning('attempts')
        .executeTakeFirst();
      return reserved !== undefined;
    },

    async recordWrong(mobileNumber, now) {
      const row = await db
        .updateTable('otpLockouts')
        .set({
          lockedUntil: sql`case when attempts >= ${OTP_NUMBER_MAX_WRONG} then ${new Date(now.getTime() + OTP_NUMBER_LOCK_MS)}::timestamptz else locked_until end`,
        })
        .where('mobileNumber', '=', mobileNumber)
        .returning('attempts')
        .executeTakeFirst();
      return Math.max(0, OTP_NUMBER_MAX_WRONG - (row?.attempts ?? OTP_NUMBER_MAX_WRONG));
    },

    async releaseTry(mobileNumber) {
      await db
        .updateTable('otpLockouts')
        .set({ attempts: sql`greatest(attempts - 1, 0)` })
        .where('mobileNumber', '=', mobileNumber)
        .execute();
    },
  };
}

/** '24 hours', '3 hours', '12 minutes': how long until the lock ends, rounded up. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const lockedMessage = (until: Date, now: Date) =>
  `Too many wrong OTPs for this number. Please try again in ${waitText(until.getTime() - now.getTime())}`;
