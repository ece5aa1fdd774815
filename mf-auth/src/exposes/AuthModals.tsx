// Exposed as mf_auth/AuthModals; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { Modal } from '@carmarket/shared';

const AuthModals: ExposedComponent<'mf_auth', 'AuthModals'> = function AuthModals({ open, onClose }) {
  return (
    <Modal open={open} title="Login" onClose={onClose}>
      <p>Sign in with your mobile number.</p>
    </Modal>
  );
};

export default AuthModals;
