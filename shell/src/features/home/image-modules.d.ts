// Images imported from TypeScript become hashed assets (webpack asset rule); the import is the URL.
declare module '*.webp' {
  const url: string;
  export default url;
}
