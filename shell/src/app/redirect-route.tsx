// A route that only sends the visitor elsewhere: a 302 from the shell's server (no document to
// hydrate), <Navigate replace> in the browser (client navigation, the static shell).
import { Navigate } from 'react-router-dom';
import { useServerRedirect } from '../platform/http-status';

export function RedirectRoute({ to }: { to: string }) {
  useServerRedirect(to);
  return <Navigate to={to} replace />;
}
