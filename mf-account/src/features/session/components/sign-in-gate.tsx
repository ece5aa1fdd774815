// Signed-out visitors see a short panel and the sign-in modal opens once by itself; after
// sign-in the same URL renders the account screen (the URL never changed).
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, isSignedInAtom, requestSignIn, useAtomValue } from '@carmarket/shared';
import { StyledSignInPanel } from './sign-in-gate.styles';

export function SignInGate({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const asked = useRef(false);

  useEffect(() => {
    if (signedIn || asked.current) return;
    asked.current = true;
    void requestSignIn('Sign in to see your account');
  }, [signedIn]);

  if (signedIn) return <>{children}</>;
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
