// POST api/v1/auth/send-otp (docs/api.md): sends a 4-digit code to a registered number.
// 'User not found' is an answer, not a failure: the caller opens signup (spec §8).
// No hook here: the sign-in widget owns the loading state and receives this as `sendCode`.
import { ApiError, apiClient, MESSAGES, serverMessageOf } from '@carmarket/shared';
import type { SendCodeResult } from '../model/sign-in-contract';

export interface SendOtpInput {
  mobileNumber: string;
}

interface SendOtpResponse {
  statusCode?: number;
  message?: string;
  responseObject?: { userId?: string; user?: { id?: string } };
}

function isUserNotFound(body: { statusCode?: unknown; message?: unknown } | undefined): boolean {
  return body?.statusCode === 404 || body?.message === MESSAGES.userNotFound;
}

export async function sendOtp({ mobileNumber }: SendOtpInput): Promise<SendCodeResult> {
  let body: SendOtpResponse | undefined;
  try {
    body = await apiClient.post<SendOtpResponse>('api/v1/auth/send-otp', { mobileNumber });
  } catch (error) {
    if (error instanceof ApiError && isUserNotFound(error.body as SendOtpResponse | undefined)) return { status: 'user-not-found' };
    throw new Error(serverMessageOf(error));
  }
  if (isUserNotFound(body)) return { status: 'user-not-found' };
  const userId = body?.responseObject?.user?.id ?? body?.responseObject?.userId;
  // Spec §8: anything but statusCode 200 with a user id shows the server's message, else the fallback.
  if (body?.statusCode !== 200 || !userId) throw new Error(body?.message ?? '');
  return { status: 'sent', userId };
}
