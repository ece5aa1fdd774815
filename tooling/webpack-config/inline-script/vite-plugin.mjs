// vitest (Vite): the same `?inline-script` imports as the webpack build (loader.cjs), compiled by
// the same function, so a test reads the very text the server writes into its documents.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { compileInlineScript, INLINE_SCRIPT_QUERY } = require('./compile.cjs');

/** @returns {import('vite').Plugin} */
export function inlineScriptPlugin() {
  return {
    name: 'carmarket-inline-script',
    enforce: 'pre',
    async load(id) {
      const at = id.indexOf('?');
      if (at === -1 || !INLINE_SCRIPT_QUERY.test(id.slice(at))) return null;
      const { source, inputs } = await compileInlineScript(id.slice(0, at));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(source)};`;
    },
  };
}
