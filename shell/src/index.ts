// Async boundary: shared singletons are negotiated before any app code runs. The composition
// request starts first, so it is not queued behind the shared chunks, and its answer starts the
// first route's remote (connection, manifest, scripts) while those chunks download.
import { browserCanaryBucket, rawCompositionForVisitor } from './platform/canary';
import { requestComposition } from './platform/composition-request';
import { preconnectFirstRemote } from './platform/early-hints';
import { startFirstRemote } from './platform/early-remote';
import { renderStartupFailure } from './platform/startup-failure';

requestComposition()
  .then((raw) => {
    // A canary visitor's remotes (canary.ts), as bootstrap will register them.
    const composition = rawCompositionForVisitor(raw, browserCanaryBucket(raw));
    preconnectFirstRemote(composition, window.location.pathname);
    startFirstRemote(composition, window.location.pathname, window.location.search);
  })
  .catch(() => undefined);
// A bootstrap or shared chunk that will not load (network gone, a bad deploy) gets the start-up
// message with Retry, not a blank page.
import('./bootstrap').catch(() => {
  const container = document.getElementById('root');
  if (container) renderStartupFailure(container);
});
