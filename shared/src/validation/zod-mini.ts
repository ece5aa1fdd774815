// zod for shared code: `zod/v4/mini` with `jitless` set before any schema is built. Without it zod
// probes `new Function` on its first object parse to compile a fast parser, which the pages' CSP
// (script-src without 'unsafe-eval') refuses and reports as a violation. Each app bundles its own
// zod (the forms kit, the contracts and the listing query may each come from another app's copy),
// so the setting travels with the schemas: every shared module builds them from here. package.json
// names this file in sideEffects, or webpack would skip it (its one export is zod's own namespace).
import * as z from 'zod/v4/mini';

z.config({ jitless: true });

export { z };
