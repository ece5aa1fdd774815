import { useCallback } from 'react';
import { Button, Modal, useAtomValue, useSetAtom } from '@carmarket/shared';
import { useLogout } from '../api/logout';
import { closeLogoutDialogAtom, logoutDialogOpenAtom } from '../logout-atoms';
import { StyledActions } from './logout-dialog.styles';

/** Spec §2 logout confirmation: Cancel keeps the session, Log Out ends it and goes to /. */
export function LogoutDialog() {
  const open = useAtomValue(logoutDialogOpenAtom);
  const close = useSetAtom(closeLogoutDialogAtom);
  const { logout, pending } = useLogout();
  const onClose = useCallback(() => close(), [close]);
  return (
    <Modal open={open} title="Are you sure you want to log out?" onClose={onClose} role="alertdialog" width="420px">
      <StyledActions>
        <Button type="button" $variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={pending}
          onClick={async () => {
            await logout();
            close();
          }}
        >
          Log Out
        </Button>
      </StyledActions>
    </Modal>
  );
}
