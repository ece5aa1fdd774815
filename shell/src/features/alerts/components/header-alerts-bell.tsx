// The alerts bell as the header shows it. Its code is a chunk of its own, loaded for a signed-in
// visitor only, so a guest's start-up does not carry it (issue 25 point 6: JavaScript on / within
// 185 kB). Two ways in, so that nothing ever waits on that chunk where a visitor is acting:
// - a bell the server rendered (hydrating) is a Suspense boundary React leaves as the server's HTML
//   until the chunk is here;
// - a bell rendered in the browser (a sign-in, a session only in localStorage, a client navigation)
//   appears once its chunk is here, and nothing suspends meanwhile: a render that suspended would
//   hold the rest of the page's update, and input given to a part React had not committed then was
//   dropped (the sell form's State, in the a11y spec).
// Once the chunk is here the lazy component resolves in the same render (a thenable that calls back
// at once), so the switch between the two is not a new suspension.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useIsClient } from '@carmarket/shared';

type BellModule = { default: ComponentType<{ userId: string }> };

let bellModule: BellModule | undefined;

function loadBell(): Promise<BellModule> {
  return import('./alerts-bell').then((module) => (bellModule = { default: module.AlertsBell }));
}

const AlertsBell = lazy(() =>
  bellModule ? ({ then: (resolve: (module: BellModule) => void) => resolve(bellModule!) } as Promise<BellModule>) : loadBell(),
);

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
      // The header works without its bell; the next page load tries again.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);
  if (!loaded && !serverRendered) return null;
  return (
    <Suspense fallback={null}>
      <AlertsBell userId={userId} />
    </Suspense>
  );
}
