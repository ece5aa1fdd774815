// The sign-in flow behind mf_auth/AuthModals: the sign-in modal, replaced by the signup modal
// when the number is not registered, then back to the OTP step so the new user ends signed in.
// Mounted only while open, so closing resets user id, step and the not-registered flag (spec §4).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loginAtom, Modal, USER_ID_KEY, useSetAtom, writeStorageItem } from '@carmarket/shared';
import { LegalNotice } from '../components/legal-notice';
import { sendOtp } from '../features/sign-in/api/send-otp';
import { verifyOtp } from '../features/sign-in/api/verify-otp';
import { SignInWidget } from '../features/sign-in/components/sign-in-widget';
import type { SendCode, VerifyCode } from '../features/sign-in/model/sign-in-contract';
import { signup } from '../features/signup/api/signup';
import { SignupForm } from '../features/signup/components/signup-form';
import { StyledReason } from './auth-flow.styles';

type AuthView = { name: 'sign-in'; mobileNumber: string; sendOnMount: boolean } | { name: 'signup'; mobileNumber: string };

const sendCode: SendCode = (mobileNumber) => sendOtp({ mobileNumber });

export interface AuthFlowProps {
  onClose: () => void;
  reason?: string;
}

export function AuthFlow({ onClose, reason }: AuthFlowProps) {
  const [view, setView] = useState<AuthView>({ name: 'sign-in', mobileNumber: '', sendOnMount: false });
  const login = useSetAtom(loginAtom);

  // The dialog's focus trap restarts when its onClose changes; the shell passes a new one each render.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // Closing ends the flow: the shell has already answered the waiting requestSignIn() with
  // "not signed in", so a verify answer arriving later must not start a session behind it.
  const activeRef = useRef(true);
  useEffect(() => {
    activeRef.current = true;
    return () => {
      activeRef.current = false;
    };
  }, []);
  const close = useCallback(() => {
    activeRef.current = false;
    onCloseRef.current();
  }, []);
  const closeAfterSignIn = useCallback(() => {
    if (activeRef.current) close();
  }, [close]);

  const verifyCode = useCallback<VerifyCode>(
    async (code, userId) => {
      const session = await verifyOtp({ userId, otp: code });
      if (!activeRef.current) return;
      // Writes localStorage token/user and updates every remote's view of the session at once.
      login(session);
    },
    [login],
  );

  const openSignup = useCallback((mobileNumber: string) => setView({ name: 'signup', mobileNumber }), []);

  const continueAfterSignup = useCallback(({ userId, mobileNumber }: { userId: string; mobileNumber: string }) => {
    // spec §3: the user id is kept after signup (a browser that blocks storage only loses it).
    writeStorageItem(USER_ID_KEY, userId);
    if (!activeRef.current) return; // closed while signing up: send no code
    setView({ name: 'sign-in', mobileNumber, sendOnMount: true });
  }, []);

  const reasonText = reason ? <StyledReason>{reason}</StyledReason> : null;

  if (view.name === 'signup') {
    return (
      <Modal key="signup" open title="Register" onClose={close}>
        {reasonText}
        <SignupForm
          signUp={signup}
          initialMobileNumber={view.mobileNumber}
          onRegistered={continueAfterSignup}
          onBackToSignIn={(mobileNumber) => setView({ name: 'sign-in', mobileNumber, sendOnMount: false })}
          onNavigateAway={close}
        />
      </Modal>
    );
  }
  return (
    <Modal key={view.sendOnMount ? 'sign-in-after-signup' : 'sign-in'} open title="Login" onClose={close}>
      {reasonText}
      <SignInWidget
        sendCode={sendCode}
        verifyCode={verifyCode}
        onSignedIn={closeAfterSignIn}
        onUserNotFound={openSignup}
        initialMobileNumber={view.mobileNumber}
        sendOnMount={view.sendOnMount}
      />
      <LegalNotice onNavigate={close} />
    </Modal>
  );
}
