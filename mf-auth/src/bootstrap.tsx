import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, StandaloneFrame } from '@carmarket/shared';
import AuthModals from './exposes/AuthModals';

function StandaloneAuth() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Login / Register
      </Button>
      <AuthModals open={open} onClose={() => setOpen(false)} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneFrame remoteName="mf-auth">
      <StandaloneAuth />
    </StandaloneFrame>
  </StrictMode>,
);
