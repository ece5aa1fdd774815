// Imported first, for its effect, by every shared module that builds zod schemas: sets `jitless`
// before any schema is built. Without it zod probes `new Function` when it builds an object schema,
// to compile a fast parser, which the pages' CSP (script-src without 'unsafe-eval') refuses and
// reports as a violation. Each app bundles its own zod (the forms kit, the contracts and the listing
// query may each come from another app's copy), so the setting travels with the schemas.
// package.json names this file in sideEffects, or webpack would drop the import.
import { config } from 'zod/v4/mini';

config({ jitless: true });
