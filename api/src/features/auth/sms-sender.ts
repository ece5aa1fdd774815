// SMS goes through this interface. The dev sender logs the code and keeps the last one per number
// for GET /api/v1/dev/last-otp; with NODE_ENV=production it keeps nothing and logs only that a code
// went to a masked number. A real provider (MSG91, Twilio...) implements send() and passes itself to
// buildApp({ sms }) (see docs/api.md "SMS").
export interface SentOtp {
  mobileNumber: string;
  otp: string;
  sentAt: string;
}

export interface SmsSender {
  sendOtp(mobileNumber: string, otp: string, sentAt: Date): Promise<void>;
  /** Only the dev sender outside production can answer; real senders return undefined. */
  lastOtp(mobileNumber: string): SentOtp | undefined;
}

/** '9876543210' -> '+91******3210' (enough to match a support call, useless to an attacker). */
export function maskMobile(mobileNumber: string): string {
  return `+91${'*'.repeat(Math.max(0, mobileNumber.length - 4))}${mobileNumber.slice(-4)}`;
}

export function createDevSmsSender(log: (message: string) => void = () => {}, options: { production?: boolean } = {}): SmsSender {
  if (options.production) {
    return {
      async sendOtp(mobileNumber) {
        log(`[dev sms] OTP sent to ${maskMobile(mobileNumber)} (no SMS provider configured; the code is not logged)`);
      },
      lastOtp: () => undefined,
    };
  }
  const outbox = new Map<string, SentOtp>();
  return {
    async sendOtp(mobileNumber, otp, sentAt) {
      outbox.set(mobileNumber, { mobileNumber, otp, sentAt: sentAt.toISOString() });
      log(`[dev sms] OTP for +91${mobileNumber}: ${otp}`);
    },
    lastOtp: (mobileNumber) => outbox.get(mobileNumber),
  };
}
