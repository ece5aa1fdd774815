// Monolith build of the shell, for measuring the cost of federation only (never deployed):
// the shell's own webpack config without the Module Federation plugin, with
// shell/src/platform/federation.ts swapped for monolith-federation.ts, which imports every
// remote's exposed modules from their source at build time. Output: shell/dist-monolith.
// With { ssr: true } the same swap on the shell's server config (shell/src/server-entry.ts): the
// very renderer of shell/server/ssr-server.mjs with every remote linked in statically, output
// shell/dist-monolith/server/main.js, so the monolith is server-rendered by the same server
// (`ssr-server.mjs --dist shell/dist-monolith`). Its browser build is then built with
// { serverRenderable: true } (styled-components ids that match the server's), as build-apps --ssr does.
const path = require('node:path');
const { createRequire } = require('node:module');

const repoRoot = path.resolve(__dirname, '../..');
const shellRequire = createRequire(path.join(repoRoot, 'shell/webpack.config.cjs'));
const webpack = shellRequire('webpack');
const createShellConfig = require(path.join(repoRoot, 'shell/webpack.config.cjs'));

const REMOTE_DIRS = require('../../scripts/apps.mjs').REMOTE_APPS.map((app) => app.dir);
const federationModule = path.join(repoRoot, 'shell/src/platform/federation.ts');
const serverFederationModule = path.join(repoRoot, 'shell/src/server/server-federation.ts');
const EARLY_START_MODULES = ['early-remote', 'early-hints'].map((name) => path.join(repoRoot, 'shell/src/platform', name));
const outputDir = path.join(repoRoot, 'shell/dist-monolith');

/** Replaces the module at `file` (without extension) by `replacement` wherever it is imported. */
function replaceModule(pattern, files, replacement) {
  return new webpack.NormalModuleReplacementPlugin(pattern, (resource) => {
    const target = path.resolve(resource.context, resource.request);
    if (files.includes(target)) resource.request = replacement;
  });
}

module.exports = (_env, argv = {}) => {
  const config = createShellConfig({}, { mode: 'production', ...argv });
  const ssr = Boolean(argv.ssr);
  config.name = ssr ? 'shell-monolith-server' : 'shell-monolith';
  config.output = {
    ...config.output,
    path: ssr ? path.join(outputDir, 'server') : outputDir,
    uniqueName: ssr ? 'shell_monolith_server' : 'shell_monolith',
  };
  config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin');
  config.plugins.push(
    replaceModule(/(^|\/)federation$/, [federationModule.replace(/\.ts$/, '')], path.join(__dirname, 'monolith-federation.ts')),
    replaceModule(/(^|\/)early-(remote|hints)$/, EARLY_START_MODULES, path.join(__dirname, 'monolith-early-start.ts')),
    replaceModule(
      /(^|\/)server-federation$/,
      [serverFederationModule.replace(/\.ts$/, '')],
      path.join(__dirname, 'monolith-server-federation.ts'),
    ),
  );
  // The server config shares the browser's TypeScript rule object: copy before widening it.
  const tsRule = { ...config.module.rules[0] };
  tsRule.include = [...tsRule.include, ...REMOTE_DIRS.map((dir) => path.join(repoRoot, dir, 'src')), __dirname];
  config.module = { ...config.module, rules: [tsRule, ...config.module.rules.slice(1)] };
  // Production builds have no persistent cache (ADR 0001); a memory cache keeps a watch run fast.
  if (config.cache) config.cache = { ...config.cache, name: `${config.name}-production` };
  return config;
};
