// Compile-time proof that the shell's use of exposed modules is checked against the
// contract in @carmarket/shared: each line below must fail `pnpm typecheck` if the
// contract stops rejecting it. (Type-checked only; never rendered.)
import { RemoteSlot } from './remote-slot';

export const contractChecks = [
  <RemoteSlot key="ok" remote="mf_browse" module="CarCarousel" label="Featured" props={{ variant: 'featured', title: 'Featured Cars' }} />,
  // @ts-expect-error CarCarousel needs a variant
  <RemoteSlot key="missing-prop" remote="mf_browse" module="CarCarousel" label="Featured" props={{ title: 'Featured Cars' }} />,
  // @ts-expect-error 'popular' is not a carousel variant
  <RemoteSlot key="wrong-prop" remote="mf_browse" module="CarCarousel" label="Featured" props={{ variant: 'popular', title: 'x' }} />,
  // @ts-expect-error mf_sell exposes no CarCarousel
  <RemoteSlot key="wrong-module" remote="mf_sell" module="CarCarousel" label="x" />,
  // @ts-expect-error AuthModals needs open and onClose
  <RemoteSlot key="auth" remote="mf_auth" module="AuthModals" label="Sign in" props={{ reason: 'x' }} />,
];
