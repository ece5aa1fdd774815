// One webpack + Module Federation config for the shell and every remote, so the five
// builds transpile, share and cache the same way. Each app still builds on its own
// (`pnpm --filter mf-sell build`); scripts/build-apps.mjs runs them in one process.
const path = require('node:path');
const { execSync } = require('node:child_process');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { INLINE_SCRIPT_QUERY } = require('./inline-script/compile.cjs');
// scripts/apps.mjs is an ES module without top-level await: Node >= 20.19 requires it directly.
const { appByDir } = require('../../scripts/apps.mjs');

const repoRoot = path.resolve(__dirname, '../..');
const sharedSrc = path.join(repoRoot, 'shared/src');

/** Libraries that must exist once at run time; versions come from each app's package.json. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'styled-components',
  '@tanstack/react-query',
  '@carmarket/shared',
  // The forms kit (FormField, useZodForm) and react-hook-form: one copy, fetched only by the
  // chunks that hold a form (never by the shell's start on /).
  '@carmarket/shared/forms',
  'react-hook-form',
];

/** Shared only by the apps that depend on them (not mf-browse: its one form, Report User, runs on the
 * forms kit singleton the shell provides, and one more share in its remoteEntry costs bytes on /). */
const OPTIONAL_SHARED = new Set(['react-hook-form']);

/**
 * Libraries shared without being singletons: several apps use them, nothing breaks with two
 * copies, but one copy saves the download (keen-slider is used by the shell's home page and by
 * mf-browse's carousels on the same page). The listing query's zod schema and URL parsers hold no
 * state: shared (one copy, with zod, in its own chunk fetched only by the Buy Car page, never by
 * the home page nor in a remote's first chunk) but not a singleton, which the release gate would
 * require the shell to provide although the shell never reads a listing URL.
 */
const SHARED_LIBRARIES = ['keen-slider/react', '@carmarket/shared/listing-query'];

/**
 * `import source from './x.ts?inline-script'`: the module compiled and minified into the text of
 * an inline script (inline-script/compile.cjs), for the documents the shell's server writes.
 */
const INLINE_SCRIPT_RULE = {
  test: /\.ts$/,
  resourceQuery: INLINE_SCRIPT_QUERY,
  use: require.resolve('./inline-script/loader.cjs'),
};

/** @swc/plugin-styled-components options: stable componentIds only (see the swc-loader rule). */
const STYLED_COMPONENT_IDS = {
  ssr: true,
  displayName: false,
  fileName: false,
  minify: false,
  transpileTemplateLiterals: false,
  pure: false,
};

/** Emits build-info.json beside the manifest: what /__platform shows for each remote. */
class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const body = JSON.stringify({ ...this.info, commit: gitCommit(), builtAt: new Date().toISOString() }, null, 2);
        compilation.emitAsset('build-info.json', new webpack.sources.RawSource(body));
      });
    });
  }
}

function gitCommit() {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function installedVersion(appDir, packageName) {
  // Read the package.json the app itself resolves (pnpm links direct dependencies here).
  const file = path.join(appDir, 'node_modules', packageName, 'package.json');
  return JSON.parse(require('node:fs').readFileSync(file, 'utf8')).version;
}

/** react-router's ES module build (its package exports point bundlers at dist/development). */
function reactRouterEntry(appDir, isProduction) {
  const domPackage = path.dirname(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  const routerPackage = path.dirname(require.resolve('react-router/package.json', { paths: [domPackage] }));
  return path.join(routerPackage, 'dist', isProduction ? 'production' : 'development', 'index.mjs');
}

/** @tanstack/react-query's ES module build (shared-modules/react-query.mjs re-exports from it). */
function reactQueryEntry(appDir) {
  const queryPackage = path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [appDir] }));
  return path.join(queryPackage, 'build', 'modern', 'index.js');
}

/** What provides each share key when it is not the package itself (see shared-modules/). */
const SHARED_IMPORTS = {
  'react-router': path.join(__dirname, 'shared-modules/router.mjs'),
  'react-router-dom': path.join(__dirname, 'shared-modules/router.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'shared-modules/react-query.mjs'),
};

function sharedConfig(appPackage) {
  const deps = { ...appPackage.devDependencies, ...appPackage.dependencies };
  const sharedPackage = require(path.join(repoRoot, 'shared/package.json'));
  const shared = {};
  for (const request of [...SINGLETONS, ...SHARED_LIBRARIES]) {
    const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    if (OPTIONAL_SHARED.has(packageName) && !deps[packageName]) continue;
    const installed = packageName === '@carmarket/shared' ? sharedPackage.version : installedVersion(appPackage.__dir, packageName);
    const declared = deps[packageName];
    shared[request] = {
      singleton: SINGLETONS.includes(request),
      // `catalog:` and `workspace:` are pnpm protocols; the installed version is the truth.
      requiredVersion: declared && /^[\d^~]/.test(declared) ? declared : `^${installed}`,
      version: installed,
      ...(SHARED_IMPORTS[request] ? { import: SHARED_IMPORTS[request] } : {}),
    };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder (__dirname of its webpack.config)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]    the shell: no exposes, runtime plugins, root publicPath
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.title]
 * @param {{ mode?: string, ssr?: boolean, serverRenderable?: boolean }} [argv]  ssr: the server
 *   bundle instead; serverRenderable: the browser build that hydrates it (build-apps --ssr)
 */
function createAppConfig(appOptions, argv = {}) {
  if (argv.ssr) return createServerConfig(appOptions, argv);
  // The federation name and dev-server port come from the one app list, by folder.
  const { name, port } = appByDir(path.basename(appOptions.dir));
  const options = { ...appOptions, name, port };
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProduction = mode === 'production';
  const appPackage = require(path.join(options.dir, 'package.json'));
  appPackage.__dir = options.dir;
  const outputDir = process.env.CARMARKET_OUT_DIR
    ? path.resolve(options.dir, process.env.CARMARKET_OUT_DIR)
    : path.join(options.dir, 'dist');

  return {
    name: options.name,
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath: options.isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      // dist/server is the server bundle (createServerConfig), built beside this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Only shared-modules/router.mjs imports this name, so it is not a share key and webpack
      // tree-shakes react-router down to what that module re-exports.
      // The same for @tanstack/react-query (shared-modules/react-query.mjs).
      alias: {
        'carmarket-react-router-impl$': reactRouterEntry(options.dir, isProduction),
        'carmarket-react-query-impl$': reactQueryEntry(options.dir),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          include: [path.join(options.dir, 'src'), sharedSrc],
          // A document's inline script is compiled on its own (INLINE_SCRIPT_RULE).
          resourceQuery: { not: [INLINE_SCRIPT_QUERY] },
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: {
                  react: { runtime: 'automatic', development: !isProduction, refresh: false },
                },
                // Server-renderable builds (`build-apps --ssr`, ADR 0009): every styled component
                // gets a componentId from its file, so the server bundle and the browser build name
                // its class alike whatever order modules load in (otherwise a global counter, and
                // server-rendered classes would not match the browser's). Only the ids: no display
                // names, CSS untouched. Other builds are unchanged.
                ...(argv.serverRenderable
                  ? { experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), STYLED_COMPONENT_IDS]] } }
                  : {}),
              },
            },
          },
        },
        INLINE_SCRIPT_RULE,
        // `import css from 'x.css?raw'`: the stylesheet's text (shared/src/motion/keen-slider-style.ts).
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __APP_VERSION__: JSON.stringify(process.env.CARMARKET_APP_VERSION || appPackage.version),
        __BUILD_ID__: JSON.stringify(`${gitCommit()}-${new Date().toISOString()}`),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: options.isHost ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedConfig(appPackage),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The shell ships the federation runtime once and remotes use it, instead of every
        // remoteEntry.js carrying its own copy (~25 kB gzip each). Development builds keep it
        // in each remote so `pnpm --filter mf-x dev` still runs standalone.
        experiments: {
          ...(options.isHost
            ? { provideExternalRuntime: true }
            : { externalRuntime: isProduction && process.env.CARMARKET_STANDALONE !== '1' }),
          // Browser-only builds: drops the runtime's Node.js loading code (ENV_TARGET).
          optimization: { target: 'web' },
        },
      }),
      // The generated federation entry imports the external-runtime plugin's CommonJS build,
      // which requires the CommonJS copy of @module-federation/runtime-core, while the bundler
      // runtime imports the ES module copy: two runtimes in main.js (Lighthouse
      // 'duplicated-javascript', ~20 kB gzip). Point it at the plugin's ES module build.
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
      new BuildInfoPlugin({ name: options.name, version: process.env.CARMARKET_APP_VERSION || appPackage.version }),
      new HtmlWebpackPlugin({
        // One document template and icon for every app (a remote's page only matters standalone).
        template: path.join(__dirname, 'index.html'),
        title: options.title || 'CarMarket',
        chunks: ['main'],
        scriptLoading: 'defer',
        favicon: path.join(__dirname, 'favicon.svg'),
      }),
      // The shell's HTML preloads what its first render needs (bootstrap and shared singletons).
      ...(options.isHost && isProduction ? [new StartupPreloadPlugin({ HtmlWebpackPlugin })] : []),
      // Pre-compressed copies, served by any static host that negotiates Content-Encoding
      // (scripts/serve-static.mjs does), so the CPU cost is paid once at build time.
      ...(isProduction
        ? [
            new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({
              test: /\.(js|css|html|json|svg)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: isProduction ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    // No persistent cache: with Module Federation, webpack 5.106's filesystem cache cannot
    // serialise ProvideSharedModule ("No serializer registered") and a warm rebuild emitted a
    // react-router-dom shared chunk without its `export * from 'react-router'` — a blank site.
    // Production builds are always cold (≈ 90 s for all five); dev servers keep a memory cache.
    cache: isProduction ? false : { type: 'memory' },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: options.isHost ? [{ directory: path.join(repoRoot, 'environments'), publicPath: '/env-files' }] : [],
      setupMiddlewares: options.isHost
        ? (middlewares, devServer) => {
            // The dev shell reads the same composition file a deployment would.
            devServer.app.get('/env/composition.json', (_req, res) => {
              res.set('Cache-Control', 'no-cache');
              res.sendFile(path.join(repoRoot, 'environments', `${process.env.CARMARKET_ENV || 'local'}.json`));
            });
            return middlewares;
          }
        : undefined,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

/**
 * The app's server bundle (issue 15, ADR 0009), in dist/server beside the browser build: the same
 * exposes and shared singletons for Node (target async-node), loaded by the shell's server through
 * the @module-federation/node runtime plugin. A remote's server bundle is static files like its
 * browser build (dist/server/remoteEntry.js and chunks), served by the same CDN; the shell's is
 * dist/server/main.js, which shell/server/ssr-server.mjs requires. Built with `--ssr`
 * (node scripts/build-apps.mjs --ssr); no HTML, no compression, no source maps: a quick build.
 */
function createServerConfig(appOptions, argv = {}) {
  const { name } = appByDir(path.basename(appOptions.dir));
  const options = { ...appOptions, name };
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProduction = mode === 'production';
  const appPackage = require(path.join(options.dir, 'package.json'));
  appPackage.__dir = options.dir;
  const outputDir = path.join(
    process.env.CARMARKET_OUT_DIR ? path.resolve(options.dir, process.env.CARMARKET_OUT_DIR) : path.join(options.dir, 'dist'),
    'server',
  );
  const browserConfig = createAppConfig(appOptions, { ...argv, ssr: false, serverRenderable: true });
  return {
    name: `${options.name}_server`,
    mode,
    context: options.dir,
    // The shell's server renderer; a remote's server bundle is only its container (remoteEntry.js).
    entry: options.isHost ? { main: './src/server-entry.ts' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: outputDir,
      // No public path: the node runtime plugin resolves a remote's chunks beside the
      // remoteEntry.js URL it was loaded from (any version, any origin), the shell's from disk.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${options.name}_server`,
      clean: true,
      ...(options.isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: browserConfig.resolve,
    module: {
      rules: [
        browserConfig.module.rules[0],
        INLINE_SCRIPT_RULE,
        // Stylesheets are the browser's: on the server an import of one is an inert string.
        { test: /\.css$/, type: 'asset/source' },
        // Image URLs must match the browser build's: the same file names and public path (the
        // browser build emits them). Without them the server wrote `<hash>.webp`, a 404.
        {
          test: /\.(png|jpe?g|webp|avif|svg)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 2048 } },
          generator: {
            emit: false,
            filename: browserConfig.output.assetModuleFilename,
            ...(browserConfig.output.publicPath === 'auto' ? {} : { publicPath: browserConfig.output.publicPath }),
          },
        },
      ],
    },
    plugins: [
      browserConfig.plugins[0], // DefinePlugin: the same app name, version and build id
      new ModuleFederationPlugin({
        name: options.name,
        filename: options.isHost ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        library: options.isHost ? undefined : { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        shared: sharedConfig(appPackage),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Readable stacks in the server's logs; Node parses unminified code as fast.
      minimize: false,
    },
    performance: { hints: false },
    cache: isProduction ? false : { type: 'memory' },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, createServerConfig, SINGLETONS, SHARED_LIBRARIES };
