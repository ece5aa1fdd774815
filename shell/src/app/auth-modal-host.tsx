// Renders mf-auth's modals whenever anyone asked for a session (requestSignIn).
import { finishSignInRequestAtom, signInRequestAtom, useAtomValue, useSetAtom } from '@carmarket/shared';
import { RemoteSlot } from '../platform/remote-slot';

export function AuthModalHost() {
  const request = useAtomValue(signInRequestAtom);
  const finish = useSetAtom(finishSignInRequestAtom);
  if (!request) return null;
  return (
    <RemoteSlot
      remote="mf_auth"
      module="AuthModals"
      label="Sign in"
      compact
      minHeight={0}
      props={{ open: true, onClose: () => finish(), reason: request.reason }}
    />
  );
}
