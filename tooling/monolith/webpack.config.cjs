// Monolith build of the shell, for measuring the cost of federation only (never deployed):
// the shell's own webpack config without the Module Federation plugin, with
// shell/src/platform/federation.ts swapped for monolith-federation.ts, which imports every
// remote's exposed modules from their source at build time. Output: shell/dist-monolith.
const path = require('node:path');
const { createRequire } = require('node:module');

const repoRoot = path.resolve(__dirname, '../..');
const shellRequire = createRequire(path.join(repoRoot, 'shell/webpack.config.cjs'));
const webpack = shellRequire('webpack');
const createShellConfig = require(path.join(repoRoot, 'shell/webpack.config.cjs'));

const REMOTE_DIRS = require('../../scripts/apps.mjs').REMOTE_APPS.map((app) => app.dir);
const federationModule = path.join(repoRoot, 'shell/src/platform/federation.ts');
const EARLY_START_MODULES = ['early-remote', 'early-hints'].map((name) => path.join(repoRoot, 'shell/src/platform', name));

module.exports = (_env, argv = {}) => {
  const config = createShellConfig({}, { mode: 'production', ...argv });
  config.name = 'shell-monolith';
  config.output = { ...config.output, path: path.join(repoRoot, 'shell/dist-monolith'), uniqueName: 'shell_monolith' };
  config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin');
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/(^|\/)federation$/, (resource) => {
      const target = path.resolve(resource.context, resource.request);
      if (target === federationModule.replace(/\.ts$/, '')) resource.request = path.join(__dirname, 'monolith-federation.ts');
    }),
    new webpack.NormalModuleReplacementPlugin(/(^|\/)early-(remote|hints)$/, (resource) => {
      const target = path.resolve(resource.context, resource.request);
      if (EARLY_START_MODULES.includes(target)) resource.request = path.join(__dirname, 'monolith-early-start.ts');
    }),
  );
  const tsRule = config.module.rules[0];
  tsRule.include = [...tsRule.include, ...REMOTE_DIRS.map((dir) => path.join(repoRoot, dir, 'src')), __dirname];
  // Production builds have no persistent cache (ADR 0001); a memory cache keeps a watch run fast.
  if (config.cache) config.cache = { ...config.cache, name: 'shell-monolith-production' };
  return config;
};
