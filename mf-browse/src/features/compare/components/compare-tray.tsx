// The compare tray: a bar fixed to the bottom of the browse pages while the visitor has cars to
// compare. Nothing while it is empty, and nothing on the server (it has no localStorage): it appears
// once the page is in the browser. The bar's code loads only then, so a listing without a tray
// downloads none of it; the status line is always there, so a screen reader hears each change.
import { lazy, Suspense } from 'react';
import { useAtomValue, VisuallyHidden } from '@carmarket/shared';
import { compareAnnouncementAtom } from '../compare-tray-atoms';
import { useCompareTray } from '../hooks/use-compare-tray';

const CompareTrayBar = lazy(() => import('./compare-tray-bar').then((module) => ({ default: module.CompareTrayBar })));

export function CompareTray() {
  const tray = useCompareTray();
  const announcement = useAtomValue(compareAnnouncementAtom);
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {tray.length > 0 && (
        <Suspense fallback={null}>
          <CompareTrayBar tray={tray} />
        </Suspense>
      )}
    </>
  );
}
