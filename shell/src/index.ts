// Async boundary: shared singletons are negotiated before any app code runs. The composition
// request starts first, so it is not queued behind the shared chunks, and its answer opens the
// connection to the first route's remote.
import { requestComposition } from './platform/composition-request';
import { preconnectFirstRemote } from './platform/early-hints';

requestComposition()
  .then((composition) => preconnectFirstRemote(composition, window.location.pathname))
  .catch(() => undefined);
import('./bootstrap');
