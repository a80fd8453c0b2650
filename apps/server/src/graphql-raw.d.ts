// SDL files are imported as text (`import sdl from './schema.graphql?raw'`): Vite/Vitest understand
// `?raw` natively and esbuild-bundle.mjs teaches esbuild the same.
declare module '*.graphql?raw' {
  const sdl: string;
  export default sdl;
}
