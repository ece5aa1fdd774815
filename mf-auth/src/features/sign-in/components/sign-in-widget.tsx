// The reusable OTP sign-in widget (spec §2, §7): it owns the steps, the countdown and the
// messages; the caller decides how a code is sent and verified and what happens after.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { MESSAGES } from '@carmarket/shared';
import { messageOrFallback } from '../../../lib/error-message';
import { useOtpCountdown } from '../hooks/use-otp-countdown';
import type { SendCode, VerifyCode } from '../model/sign-in-contract';
import { initialSignInState, signInReducer, visibleStep } from '../model/sign-in-machine';
import { MobileStep } from './mobile-step';
import { OtpStep } from './otp-step';
import { StyledNotice } from './sign-in-widget.styles';

export interface SignInWidgetProps {
  sendCode: SendCode;
  verifyCode: VerifyCode;
  /** The code was verified: the caller's verifyCode has started the session. */
  onSignedIn: () => void;
  /** send-otp said the number is not registered (no error is shown). */
  onUserNotFound: (mobileNumber: string) => void;
  initialMobileNumber?: string;
  /** Send a code to initialMobileNumber right away (after signup). */
  sendOnMount?: boolean;
}

export function SignInWidget({
  sendCode,
  verifyCode,
  onSignedIn,
  onUserNotFound,
  initialMobileNumber = '',
  sendOnMount = false,
}: SignInWidgetProps) {
  const [state, dispatch] = useReducer(signInReducer, initialMobileNumber, initialSignInState);
  const { secondsLeft, restart } = useOtpCountdown();
  const step = visibleStep(state);
  const mobileRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  // Submit buttons are disabled while loading, which drops focus: put it back on the step's field.
  const [focusRequest, setFocusRequest] = useState(0);
  const refocus = () => setFocusRequest((count) => count + 1);

  useEffect(() => {
    if (focusRequest === 0 && step === 'mobile') return; // the dialog focuses the number on open
    (step === 'otp' ? otpRef : mobileRef).current?.focus();
  }, [step, focusRequest]);

  const send = useCallback(
    async (mobileNumber: string, request: 'send' | 'resend') => {
      dispatch({ type: 'requestStarted', request });
      try {
        const result = await sendCode(mobileNumber);
        if (result.status === 'user-not-found') {
          dispatch({ type: 'userNotFound' });
          onUserNotFound(mobileNumber);
          return;
        }
        dispatch({ type: 'codeSent', userId: result.userId });
        restart();
      } catch (error) {
        const fallback = request === 'send' ? MESSAGES.sendOtpFailed : MESSAGES.resendOtpFailed;
        dispatch({ type: 'failed', field: request === 'send' ? 'mobileNumber' : 'otp', message: messageOrFallback(error, fallback) });
      }
      setFocusRequest((count) => count + 1);
    },
    [sendCode, onUserNotFound, restart],
  );

  const sentOnMount = useRef(false);
  useEffect(() => {
    if (!sendOnMount || sentOnMount.current) return;
    sentOnMount.current = true;
    void send(initialMobileNumber, 'send');
  }, [sendOnMount, initialMobileNumber, send]);

  // The steps' forms have checked the lengths (spec §5); a code also needs a known user id.
  const submitMobileNumber = (mobileNumber: string) => {
    if (state.pending) return;
    void send(mobileNumber, 'send');
  };
  const submitOtp = async (otp: string) => {
    if (state.pending) return;
    if (!state.userId) {
      dispatch({ type: 'failed', field: 'otp', message: MESSAGES.userIdNotFound });
      refocus();
      return;
    }
    dispatch({ type: 'requestStarted', request: 'verify' });
    try {
      await verifyCode(otp, state.userId);
    } catch (error) {
      dispatch({ type: 'failed', field: 'otp', message: messageOrFallback(error, MESSAGES.verifyOtpFailed) });
      refocus();
      return;
    }
    dispatch({ type: 'verified' });
    onSignedIn();
  };
  const onMobileNumberChange = useCallback((value: string) => dispatch({ type: 'mobileNumberChanged', value }), []);
  const onOtpChange = useCallback((value: string) => dispatch({ type: 'otpChanged', value }), []);
  const resend = () => {
    if (state.pending || secondsLeft > 0) return;
    void send(state.mobileNumber, 'resend');
  };

  const errorOf = (field: 'mobileNumber' | 'otp') => (state.error?.field === field ? state.error.message : null);

  return (
    <div>
      <StyledNotice role="status">{state.notice ?? ''}</StyledNotice>
      {step === 'mobile' ? (
        <MobileStep
          initialMobileNumber={state.mobileNumber}
          onMobileNumberChange={onMobileNumberChange}
          error={errorOf('mobileNumber')}
          sending={state.pending !== null}
          onSend={submitMobileNumber}
          inputRef={mobileRef}
        />
      ) : (
        <OtpStep
          mobileNumber={state.mobileNumber}
          onOtpChange={onOtpChange}
          error={errorOf('otp')}
          pending={state.pending}
          secondsLeft={secondsLeft}
          onVerify={(otp) => void submitOtp(otp)}
          onResend={resend}
          onChangeNumber={() => dispatch({ type: 'changeNumber' })}
          inputRef={otpRef}
        />
      )}
    </div>
  );
}
