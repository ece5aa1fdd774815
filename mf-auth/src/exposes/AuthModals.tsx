// Exposed as mf_auth/AuthModals; typed by the shell contract in @carmarket/shared.
// `onClose` is the single exit: the shell resolves the pending requestSignIn() from it.
import type { ExposedComponent } from '@carmarket/shared';
import { AuthFlow } from '../app/auth-flow';

const AuthModals: ExposedComponent<'mf_auth', 'AuthModals'> = function AuthModals({ open, onClose, reason }) {
  return open ? <AuthFlow onClose={onClose} reason={reason} /> : null;
};

export default AuthModals;
