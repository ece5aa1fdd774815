// What the sign-in widget needs from its caller (spec §7): a way to send a code to a number
// and a way to verify a code. The app passes the real API calls; tests pass fakes.

export type SendCodeResult = { status: 'sent'; userId: string } | { status: 'user-not-found' };

/** Sends a code to a 10-digit number. Rejects with an Error whose message is shown (or '' for the fallback). */
export type SendCode = (mobileNumber: string) => Promise<SendCodeResult>;

/** Verifies the code for the user the code was sent to, and starts the session. Rejects like SendCode. */
export type VerifyCode = (code: string, userId: string) => Promise<void>;
