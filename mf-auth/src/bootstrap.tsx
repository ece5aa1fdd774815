import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, logoutAtom, StandaloneFrame, useSessionUser, useSetAtom } from '@carmarket/shared';
import AuthModals from './exposes/AuthModals';

// Standalone run (`pnpm --filter mf-auth dev`): the same store as in the shell, so signing in
// here writes the same localStorage session the shell reads.
function StandaloneAuth() {
  const [open, setOpen] = useState(true);
  const user = useSessionUser();
  const logout = useSetAtom(logoutAtom);
  return (
    <div style={{ padding: 16, display: 'flex', gap: 12, alignItems: 'center' }}>
      {user ? (
        <>
          <span>Signed in as {user.fullName}</span>
          <Button type="button" $variant="secondary" onClick={() => logout()}>
            Log Out
          </Button>
        </>
      ) : (
        <Button type="button" onClick={() => setOpen(true)}>
          Login / Register
        </Button>
      )}
      <AuthModals open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneFrame remoteName="mf-auth">
      <StandaloneAuth />
    </StandaloneFrame>
  </StrictMode>,
);
