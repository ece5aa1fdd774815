// POST api/v1/auth/send-otp (docs/api.md): sends a 4-digit code to a registered number.
// 'User not found' is an answer, not a failure: the caller opens signup (spec §8).
// No hook here: the sign-in widget owns the loading state and receives this as `sendCode`.
import { ApiError, callEndpoint, MESSAGES, serverMessageOf } from '@carmarket/shared';
import { sendOtpRoute } from '@carmarket/shared/api-contracts';
import type { SendCodeResult } from '../model/sign-in-contract';

export interface SendOtpInput {
  mobileNumber: string;
}

/** The answer as this call reads it: every field checked, whatever a proxy or an older API sends. */
interface SendOtpResponse {
  statusCode?: number;
  message?: string;
  responseObject?: { userId?: string; user?: { id?: string } };
}

function isUserNotFound(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return ('statusCode' in body && body.statusCode === 404) || ('message' in body && body.message === MESSAGES.userNotFound);
}

export async function sendOtp({ mobileNumber }: SendOtpInput): Promise<SendCodeResult> {
  let body: SendOtpResponse | undefined;
  try {
    body = await callEndpoint(sendOtpRoute, { body: { mobileNumber } });
  } catch (error) {
    if (error instanceof ApiError && isUserNotFound(error.body)) return { status: 'user-not-found' };
    throw new Error(serverMessageOf(error));
  }
  if (isUserNotFound(body)) return { status: 'user-not-found' };
  const userId = body?.responseObject?.user?.id ?? body?.responseObject?.userId;
  // Spec §8: anything but statusCode 200 with a user id shows the server's message, else the fallback.
  if (body?.statusCode !== 200 || !userId) throw new Error(body?.message ?? '');
  return { status: 'sent', userId };
}
