// POST api/v1/auth/signup (docs/api.md): registers an 'EndUser' (spec §6) and returns its id.
// Network failure and refusal read differently (spec §8); the form falls back to 'Signup failed'.
import { callEndpoint, isNetworkFailure, MESSAGES, serverMessageOf } from '@carmarket/shared';
import { signupRoute } from '@carmarket/shared/api-contracts';

export interface SignupInput {
  fullName: string;
  email: string;
  mobileNumber: string;
}

export interface SignupResult {
  userId: string;
}

/** The answer as this call reads it: every field checked, whatever a proxy or an older API sends. */
interface SignupResponse {
  ok?: boolean;
  message?: string;
  userId?: string;
  user?: { id?: string };
}

export async function signup(input: SignupInput): Promise<SignupResult> {
  let body: SignupResponse | undefined;
  try {
    body = await callEndpoint(signupRoute, {
      body: { fullName: input.fullName.trim(), email: input.email.trim(), mobileNumber: input.mobileNumber, userType: 'EndUser' },
    });
  } catch (error) {
    throw new Error(isNetworkFailure(error) ? MESSAGES.signupNetworkError : serverMessageOf(error));
  }
  const userId = body?.user?.id ?? body?.userId;
  if (body?.ok !== true || !userId) throw new Error(body?.ok === true ? '' : (body?.message ?? ''));
  return { userId };
}
