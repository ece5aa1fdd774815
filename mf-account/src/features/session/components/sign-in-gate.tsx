// Signed-out visitors see a short panel and the sign-in modal opens once by itself; after
// sign-in the same URL renders the account screen (the URL never changed). A session that ends
// while an account page is open (Logout, which then goes to /) never opens the modal by itself:
// the panel's button still does.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, isSignedInAtom, requestSignIn, useAtomValue } from '@carmarket/shared';
import { StyledSignInPanel } from './sign-in-gate.styles';

export function SignInGate({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  // Only the first render decides: a guest arriving here is asked; a page seen signed in is not.
  const decided = useRef(false);

  useEffect(() => {
    const arriving = !decided.current;
    decided.current = true;
    if (arriving && !signedIn) void requestSignIn('Sign in to see your account');
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
