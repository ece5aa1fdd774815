// Lists in the shell's HTML (<link rel="preload" as="script">) the chunks its first render
// needs: the async bootstrap chunk and the shell's own copies of the shared singletons (with
// `loaded-first`, the shell's copies are the ones used at start). Without it the browser learns
// of them only after main.js has downloaded and run the federation runtime: one more step in
// the chain before anything renders.
const NAME = 'StartupPreloadPlugin';

function isConsumeShared(module) {
  return module.type === 'consume-shared-module' || module.constructor?.name === 'ConsumeSharedModule';
}

function isProvideShared(module) {
  return module.type === 'provide-module' || module.constructor?.name === 'ProvideSharedModule';
}

/**
 * JS files of the bootstrap chunk group and, recursively, of the shared modules it consumes. A
 * consumed module is loaded from the shell's provider (its copy is registered first), whose chunk
 * can differ from the consumer's fallback chunk: follow the provider when there is one.
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const providers = new Map();
  for (const module of compilation.modules) if (isProvideShared(module)) providers.set(module._name, module);
  const files = new Set();
  const seenGroups = new Set();
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsumeShared(module)) continue;
        const source = providers.get(module.options?.shareKey) ?? module;
        for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  // The entry's own import() of the bootstrap module.
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // Production builds concatenate modules: the entry module may be the root of one.
      const resource = module.rootModule?.resource ?? module.resource;
      if (!resource || !/[\\/]src[\\/]index\.tsx?$/.test(resource)) continue;
      for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  for (const chunk of entry.chunks) for (const file of chunk.files) files.delete(file);
  return [...files].sort();
}

class StartupPreloadPlugin {
  constructor({ HtmlWebpackPlugin, entryName = 'main' }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const links = startupFiles(compilation, this.entryName).map((file) =>
          this.HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // main.js first and at high priority: a deferred script is fetched at low priority, after
        // every preload above it, yet it is what asks for the first route's remote (manifest,
        // entry, chunks). Fetched last, it pushed that whole chain back by the shared chunks'
        // download time.
        for (const tag of data.assetTags.scripts) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        const entryPreloads = data.assetTags.scripts
          .filter((tag) => tag.tagName === 'script' && tag.attributes.src)
          .map((tag) =>
            this.HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: tag.attributes.src,
              fetchpriority: 'high',
            }),
          );
        data.assetTags.meta.push(...entryPreloads, ...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
