import { initialSignInState, signInReducer, visibleStep, type SignInEvent, type SignInState } from './sign-in-machine';

const run = (events: SignInEvent[], start: SignInState = initialSignInState()) => events.reduce(signInReducer, start);

describe('sign-in step machine', () => {
  it('starts on the mobile step with nothing known', () => {
    const state = initialSignInState();
    expect(state).toMatchObject({ step: 'mobile', userId: null, notRegistered: false, pending: null, error: null });
    expect(visibleStep(state)).toBe('mobile');
  });

  it('moves to the otp step after a successful send and says so', () => {
    const state = run([
      { type: 'mobileNumberChanged', value: '9876543210' },
      { type: 'requestStarted', request: 'send' },
      { type: 'codeSent', userId: 'u1' },
    ]);
    expect(state).toMatchObject({ step: 'otp', userId: 'u1', mobileNumber: '9876543210', pending: null, notice: 'OTP sent successfully!' });
    expect(visibleStep(state)).toBe('otp');
  });

  it('says the code was resent after a resend, and clears the typed code', () => {
    const state = run([
      { type: 'codeSent', userId: 'u1' },
      { type: 'otpChanged', value: '12' },
      { type: 'requestStarted', request: 'resend' },
      { type: 'codeSent', userId: 'u1' },
    ]);
    expect(state).toMatchObject({ step: 'otp', otp: '', notice: 'OTP resent successfully!' });
  });

  it('marks the number as not registered without an error', () => {
    const state = run([{ type: 'requestStarted', request: 'send' }, { type: 'userNotFound' }]);
    expect(state).toMatchObject({ step: 'mobile', notRegistered: true, error: null, pending: null });
  });

  it('keeps the step and shows the failure on its field', () => {
    const state = run([
      { type: 'codeSent', userId: 'u1' },
      { type: 'requestStarted', request: 'verify' },
      { type: 'failed', field: 'otp', message: 'Invalid OTP' },
    ]);
    expect(state).toMatchObject({ step: 'otp', pending: null, notice: null, error: { field: 'otp', message: 'Invalid OTP' } });
  });

  it('clears a field error when that field is edited, not when another one is', () => {
    const failed = run([{ type: 'failed', field: 'mobileNumber', message: 'Please enter a valid 10-digit mobile number' }]);
    expect(signInReducer(failed, { type: 'otpChanged', value: '1' }).error).not.toBeNull();
    expect(signInReducer(failed, { type: 'mobileNumberChanged', value: '9' }).error).toBeNull();
  });

  it('goes back to the mobile step on change number, keeping the number but forgetting the user id', () => {
    const state = run([{ type: 'mobileNumberChanged', value: '9876543210' }, { type: 'codeSent', userId: 'u1' }, { type: 'changeNumber' }]);
    expect(state).toEqual(initialSignInState('9876543210'));
  });

  it('resets user id, step and the not-registered flag when closed', () => {
    const state = run([
      { type: 'mobileNumberChanged', value: '9876543210' },
      { type: 'codeSent', userId: 'u1' },
      { type: 'userNotFound' },
      { type: 'closed' },
    ]);
    expect(state).toEqual(initialSignInState());
  });

  it('never shows the otp step without a user id', () => {
    expect(visibleStep({ ...initialSignInState(), step: 'otp', userId: null })).toBe('mobile');
  });
});
