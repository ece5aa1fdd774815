// POST api/v1/auth/verify-otp (docs/api.md): checks the code and returns the session.
import { callEndpoint, serverMessageOf, type SessionUser, type StoredSession } from '@carmarket/shared';
import { verifyOtpRoute } from '@carmarket/shared/api-contracts';

export interface VerifyOtpInput {
  userId: string;
  otp: string;
}

/** The answer as this call reads it: every field checked, whatever a proxy or an older API sends. */
interface VerifyOtpResponse {
  success?: boolean;
  message?: string;
  responseObject?: { isFullyVerified?: boolean; user?: SessionUser; token?: string };
}

export async function verifyOtp({ userId, otp }: VerifyOtpInput): Promise<StoredSession> {
  let body: VerifyOtpResponse | undefined;
  try {
    body = await callEndpoint(verifyOtpRoute, { body: { userId, otpType: 'mobile', otp } });
  } catch (error) {
    throw new Error(serverMessageOf(error));
  }
  const result = body?.responseObject;
  if (body?.success !== true || !result?.isFullyVerified || !result.token || !result.user?.id) {
    // A 'verified successfully' message is no explanation of a failure: use the fallback then.
    throw new Error(body?.success === true ? '' : (body?.message ?? ''));
  }
  return { token: result.token, user: result.user };
}
