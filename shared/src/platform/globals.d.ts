// Values the webpack config defines at build time.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

// A stylesheet's text (webpack `asset/source`, Vite's `?raw`), for styled-components' global styles.
declare module '*.css?raw' {
  const css: string;
  export default css;
}
