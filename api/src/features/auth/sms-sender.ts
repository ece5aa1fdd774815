// SMS goes through this interface. The dev sender logs the code and keeps the last one per number
// for GET /api/v1/dev/last-otp; a real provider (MSG91, Twilio...) would implement send().
export interface SentOtp {
  mobileNumber: string;
  otp: string;
  sentAt: string;
}

export interface SmsSender {
  sendOtp(mobileNumber: string, otp: string, sentAt: Date): Promise<void>;
  /** Only the dev sender can answer; real senders return undefined. */
  lastOtp(mobileNumber: string): SentOtp | undefined;
}

export function createDevSmsSender(log: (message: string) => void = () => {}): SmsSender {
  const outbox = new Map<string, SentOtp>();
  return {
    async sendOtp(mobileNumber, otp, sentAt) {
      outbox.set(mobileNumber, { mobileNumber, otp, sentAt: sentAt.toISOString() });
      log(`[dev sms] OTP for +91${mobileNumber}: ${otp}`);
    },
    lastOtp: (mobileNumber) => outbox.get(mobileNumber),
  };
}
