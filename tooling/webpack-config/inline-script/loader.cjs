// webpack: `import source from './x.ts?inline-script'` is the module's default export as minified
// inline text (compile.cjs). The files it was built from are watched like the module itself.
const { compileInlineScript } = require('./compile.cjs');

module.exports = function inlineScriptLoader() {
  const done = this.async();
  compileInlineScript(this.resourcePath).then(
    ({ source, inputs }) => {
      for (const input of inputs) this.addDependency(input);
      done(null, `export default ${JSON.stringify(source)};`);
    },
    (error) => done(error),
  );
};
