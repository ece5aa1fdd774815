#!/usr/bin/env node
// Entry point of `pnpm release`, `pnpm env:*`, `pnpm compat:check` and `pnpm releases:serve`:
// runs the TypeScript CLI through tsx (a dependency of this package, resolved from here). Both
// hooks: @carmarket/shared is not an ES module package, so its .ts files load as CommonJS.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

registerCommonJs();
register();
await import('../src/cli/main.ts');
