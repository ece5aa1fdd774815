// SMS goes through this interface. The dev sender logs the code and keeps the last one per number in
// the database (dev_otp_outbox) for GET /api/v1/dev/last-otp, so any API instance can answer it; with
// NODE_ENV=production it keeps nothing and logs only that a code went to a masked number. A real
// provider (MSG91, Twilio...) implements send() and passes itself to buildApp({ sms }) (see docs/api.md "SMS").
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toDate } from '../../lib/dates';

export interface SentOtp {
  mobileNumber: string;
  otp: string;
  sentAt: string;
}

export interface SmsSender {
  sendOtp(mobileNumber: string, otp: string, sentAt: Date): Promise<void>;
  /** Only the dev sender outside production can answer; real senders resolve to undefined. */
  lastOtp(mobileNumber: string): Promise<SentOtp | undefined>;
}

/** '9876543210' -> '+91******3210' (enough to match a support call, useless to an attacker). */
export function maskMobile(mobileNumber: string): string {
  return `+91${'*'.repeat(Math.max(0, mobileNumber.length - 4))}${mobileNumber.slice(-4)}`;
}

export function createDevSmsSender(
  db: Kysely<Database>,
  log: (message: string) => void = () => {},
  options: { production?: boolean } = {},
): SmsSender {
  if (options.production) {
    return {
      async sendOtp(mobileNumber) {
        log(`[dev sms] OTP sent to ${maskMobile(mobileNumber)} (no SMS provider configured; the code is not logged)`);
      },
      lastOtp: async () => undefined,
    };
  }
  return {
    async sendOtp(mobileNumber, otp, sentAt) {
      await db
        .insertInto('devOtpOutbox')
        .values({ mobileNumber, otp, sentAt })
        .onConflict((oc) => oc.column('mobileNumber').doUpdateSet({ otp, sentAt }))
        .execute();
      log(`[dev sms] OTP for +91${mobileNumber}: ${otp}`);
    },
    async lastOtp(mobileNumber) {
      const row = await db.selectFrom('devOtpOutbox').selectAll().where('mobileNumber', '=', mobileNumber).executeTakeFirst();
      return row && { mobileNumber: row.mobileNumber, otp: row.otp, sentAt: toDate(row.sentAt).toISOString() };
    },
  };
}
