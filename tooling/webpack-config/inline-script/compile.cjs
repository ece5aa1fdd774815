// A document's inline script is a TypeScript module like any other (type-checked, linted, unit
// tested against a DOM); the build turns it into the minified text the server writes inside a
// <script nonce> (issue 25 point 8). The module's default export is the function the document
// runs; it may import constants and helpers (bundled in), never a package with side effects.
// `import source from './x.ts?inline-script'` gives that function as the text of a JavaScript
// expression: the server calls it, `(${source})(${arguments as JSON})`. The webpack loader
// (loader.cjs) and the vitest plugin (vite-plugin.mjs) both compile here, with the same esbuild.
const path = require('node:path');
const esbuild = require('esbuild');

/** What an import asks for when its query names this compiler. */
const INLINE_SCRIPT_QUERY = /(?:^\?|&)inline-script(?:&|$)/;

/** Browsers the site supports (the apps' swc target). */
const TARGET = 'es2020';

/** The arguments' name: free in the bundle (so kept by the minifier), bound by the function around it. */
const ARGUMENTS = '__inlineScriptArguments';

/**
 * The module `file`'s default export as the minified text of a function expression, and every
 * file it was built from (a loader's dependencies).
 * @param {string} file an absolute path
 * @returns {Promise<{ source: string, inputs: string[] }>}
 */
async function compileInlineScript(file) {
  const result = await esbuild.build({
    stdin: {
      contents: `import run from ${JSON.stringify(file)};\nrun(...${ARGUMENTS});`,
      resolveDir: path.dirname(file),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  // `(()=>{…;run(...args)})();` in a function that takes the arguments: nothing global left behind.
  const source = `function(...${ARGUMENTS}){${result.outputFiles[0].text.trim()}}`;
  // Text inside <script> ends at the first `</script` and an `<!--` changes how it is parsed.
  if (/<\/script|<!--/i.test(source)) throw new Error(`${file}: its inline text contains </script or <!--`);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== '<stdin>')
    .map((input) => path.resolve(input));
  return { source, inputs };
}

module.exports = { compileInlineScript, INLINE_SCRIPT_QUERY };
