import type { Plugin } from 'vite';

/** vitest (Vite): `?inline-script` imports compiled as the webpack build compiles them. */
export function inlineScriptPlugin(): Plugin;
