// The sign-in state of spec §3/§4 as a pure reducer: mobile step -> (code sent) -> otp step ->
// verified; 'user not found' raises the not-registered flag; closing resets everything.
import { MESSAGES } from '@carmarket/shared';

export type SignInStep = 'mobile' | 'otp';
export type SignInRequest = 'send' | 'resend' | 'verify';
export type SignInField = 'mobileNumber' | 'otp';

export interface SignInState {
  step: SignInStep;
  mobileNumber: string;
  otp: string;
  userId: string | null;
  notRegistered: boolean;
  pending: SignInRequest | null;
  error: { field: SignInField; message: string } | null;
  notice: string | null;
}

export type SignInEvent =
  | { type: 'mobileNumberChanged'; value: string }
  | { type: 'otpChanged'; value: string }
  | { type: 'requestStarted'; request: SignInRequest }
  | { type: 'codeSent'; userId: string }
  | { type: 'userNotFound' }
  | { type: 'failed'; field: SignInField; message: string }
  | { type: 'verified' }
  | { type: 'changeNumber' }
  | { type: 'closed' };

export function initialSignInState(mobileNumber = ''): SignInState {
  return { step: 'mobile', mobileNumber, otp: '', userId: null, notRegistered: false, pending: null, error: null, notice: null };
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'mobileNumberChanged':
      return { ...state, mobileNumber: event.value, error: state.error?.field === 'mobileNumber' ? null : state.error };
    case 'otpChanged':
      return { ...state, otp: event.value, error: state.error?.field === 'otp' ? null : state.error };
    case 'requestStarted':
      return { ...state, pending: event.request, error: null, notice: null };
    case 'codeSent':
      return {
        ...state,
        step: 'otp',
        userId: event.userId,
        otp: '',
        pending: null,
        error: null,
        notice: state.pending === 'resend' ? MESSAGES.otpResent : MESSAGES.otpSent,
      };
    case 'userNotFound':
      return { ...state, notRegistered: true, pending: null, error: null, notice: null };
    case 'failed':
      return { ...state, pending: null, notice: null, error: { field: event.field, message: event.message } };
    case 'verified':
      return { ...state, pending: null, error: null };
    case 'changeNumber':
      return { ...initialSignInState(state.mobileNumber) };
    case 'closed':
      return initialSignInState();
  }
}

/** The otp step shows only when a user id exists (spec §2). */
export function visibleStep(state: SignInState): SignInStep {
  return state.step === 'otp' && state.userId ? 'otp' : 'mobile';
}
