// The alerts bell as the header shows it. Its code is a chunk of its own, loaded for a signed-in
// visitor only, so a guest's start-up does not carry it (issue 25 point 6: JavaScript on / within
// 185 kB). Two ways in, so that nothing waits on that chunk where a visitor is acting:
// - a bell the server rendered (hydrating) is a Suspense boundary React leaves as the server's HTML
//   until the chunk is here;
// - a bell rendered in the browser (a sign-in, a session only in localStorage, a client navigation)
//   appears once its chunk is here, and nothing suspends meanwhile: a suspended render keeps the
//   part of the page it belongs to uncommitted for longer, and the longer that window, the more
//   input early-input (ADR 0012) has to hold for it.
// Once the chunk is here the lazy component resolves in the same render (a thenable that calls back
// at once), so the switch between the two is not a new suspension.
// A chunk that does not arrive (a network drop, a release that replaced it) leaves the header
// without its bell, reported to release health, not an error that takes the header down.
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useIsClient } from '@carmarket/shared';
import { reportTelemetry } from '../../../telemetry/telemetry-queue';

type BellModule = { default: ComponentType<{ userId: string }> };

let bellModule: BellModule | undefined;

function loadBell(): Promise<BellModule> {
  return import('./alerts-bell').then((module) => (bellModule = { default: module.AlertsBell }));
}

const AlertsBell = lazy(() =>
  bellModule ? ({ then: (resolve: (module: BellModule) => void) => resolve(bellModule!) } as Promise<BellModule>) : loadBell(),
);

function reportBellFailure(error: unknown) {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  reportTelemetry({ kind: 'error', source: 'error-boundary', message: `The alerts bell did not load: ${message}` });
}

/** The server-rendered bell whose chunk failed: no bell, and the failure reported. */
class BellFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportBellFailure(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function HeaderAlertsBell({ userId }: { userId: string }) {
  const isClient = useIsClient();
  // Mounted while hydrating: the server rendered this bell, and its HTML stays until the chunk is here.
  const [serverRendered] = useState(() => !isClient);
  const [loaded, setLoaded] = useState(() => bellModule !== undefined);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadBell().then(
      () => {
        if (mounted) setLoaded(true);
      },
      // The header works without its bell; the next page load tries again. A server-rendered
      // bell's lazy load fails too, and its boundary reports it.
      (error: unknown) => {
        if (!serverRendered) reportBellFailure(error);
      },
    );
    return () => {
      mounted = false;
    };
  }, [loaded, serverRendered]);
  if (!loaded && !serverRendered) return null;
  return (
    <BellFailureBoundary>
      <Suspense fallback={null}>
        <AlertsBell userId={userId} />
      </Suspense>
    </BellFailureBoundary>
  );
}
