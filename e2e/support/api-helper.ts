// Talks to the real API for setup and checks (the dev OTP outbox, seeded data).
import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './servers';

export interface SignedInUser {
  token: string;
  user: { id: string; fullName: string; mobileNumber: string; userType: string; email?: string | null };
}

export class ApiHelper {
  constructor(private readonly request: APIRequestContext) {}

  async lastOtp(mobileNumber: string): Promise<string> {
    const response = await this.request.get(`${API_URL}/api/v1/dev/last-otp?mobileNumber=${mobileNumber}`);
    if (!response.ok()) throw new Error(`No OTP for ${mobileNumber}: ${response.status()}`);
    return ((await response.json()) as { otp: string }).otp;
  }

  /** Signs in through the API (send-otp, read the dev outbox, verify-otp). */
  async signIn(mobileNumber: string): Promise<SignedInUser> {
    const sent = await this.request.post(`${API_URL}/api/v1/auth/send-otp`, { data: { mobileNumber } });
    const sentBody = (await sent.json()) as { responseObject?: { userId?: string; user?: { id: string } } };
    const userId = sentBody.responseObject?.userId ?? sentBody.responseObject?.user?.id;
    if (!userId) throw new Error(`send-otp failed for ${mobileNumber}: ${JSON.stringify(sentBody)}`);
    const otp = await this.lastOtp(mobileNumber);
    const verified = await this.request.post(`${API_URL}/api/v1/auth/verify-otp`, { data: { userId, otpType: 'mobile', otp } });
    const body = (await verified.json()) as { responseObject: SignedInUser };
    return body.responseObject;
  }

  async get<T>(path: string, token?: string): Promise<T> {
    const response = await this.request.get(`${API_URL}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
    return (await response.json()) as T;
  }

  async post<T>(path: string, data: unknown, token?: string): Promise<T> {
    const response = await this.request.post(`${API_URL}${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }
}
