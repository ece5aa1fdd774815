// `import source from './x.ts?inline-script'`: the module's default export as the minified text of
// a function expression, for an inline <script> (tooling/webpack-config/inline-script).
declare module '*?inline-script' {
  const source: string;
  export default source;
}
