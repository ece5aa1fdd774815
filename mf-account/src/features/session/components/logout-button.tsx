// Logout with the confirmation of spec §2: 'Are you sure you want to log out?', Cancel, Log Out.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, logoutAtom, useSetAtom } from '@carmarket/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { logout } from '../api/logout';

export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const clearSession = useSetAtom(logoutAtom);
  const navigate = useNavigate();

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The token may already be invalid; signing out locally is what the user asked for.
    }
    setBusy(false);
    setOpen(false);
    // Home first, then end the session; the sign-in gate of the page being left never asks
    // by itself for a session that ended while it was open.
    navigate('/', { replace: true });
    clearSession();
  };

  return (
    <>
      <Button type="button" $variant="secondary" $block onClick={() => setOpen(true)}>
        Logout
      </Button>
      <ConfirmDialog
        open={open}
        title="Are you sure you want to log out?"
        confirmLabel="Log Out"
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
