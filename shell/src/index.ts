// Async boundary: shared singletons are negotiated before any app code runs. The composition
// request starts first, so it is not queued behind the shared chunks.
import { requestComposition } from './platform/composition-request';

void requestComposition();
import('./bootstrap');
