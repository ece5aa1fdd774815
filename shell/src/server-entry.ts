// The shell's server bundle (dist/server/main.js, `build-apps --ssr`): like index.ts, an async
// boundary, so the federation runtime negotiates the shared singletons before the renderer runs.
// shell/server/ssr-server.mjs requires this file and awaits loadRenderer().
export function loadRenderer() {
  return import('./server/render-page');
}
