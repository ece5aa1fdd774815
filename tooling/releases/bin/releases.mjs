#!/usr/bin/env node
// Entry point of `pnpm release`, `pnpm env:*`, `pnpm compat:check` and `pnpm releases:serve`:
// runs the TypeScript CLI through tsx (a dependency of this package, resolved from here).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
