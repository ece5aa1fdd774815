// Signed-out visitors see a short panel and the sign-in modal opens once by itself; after
// sign-in the same URL renders the account screen (the URL never changed). A session that ends
// while an account page is open (Logout, which then goes to /) never opens the modal by itself:
// the panel's button still does. A visitor the server could not identify (no verified cookie:
// the session may be in localStorage only, ADR 0014) gets a neutral loading state from the server
// and while hydrating, never the sign-in panel; the browser decides one render later.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, requestSignIn, useSessionStatus } from '@carmarket/shared';
import { LoadingState } from '../../../components/screen-state';
import { StyledSignInPanel } from './sign-in-gate.styles';

export function SignInGate({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  // Only the first known status decides: a guest arriving here is asked; a page seen signed in is not.
  const decided = useRef(false);

  useEffect(() => {
    if (status === 'unknown' || decided.current) return;
    decided.current = true;
    if (status === 'signed-out') void requestSignIn('Sign in to see your account');
  }, [status]);

  if (status === 'signed-in') return <>{children}</>;
  if (status === 'unknown') return <LoadingState text="Loading your account…" />;
  return (
    <StyledSignInPanel aria-labelledby="account-sign-in-title">
      <h1 id="account-sign-in-title">Sign in to see your account</h1>
      <p>Your profile, listings, enquiries, saved cars and packages are here once you are signed in.</p>
      <Button type="button" onClick={() => void requestSignIn('Sign in to see your account')}>
        Sign in
      </Button>
    </StyledSignInPanel>
  );
}
