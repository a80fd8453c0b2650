// Fixture files imported as text (`import text from '…/file.jsonl?raw'`), as the SDL files are:
// Vite/Vitest understand `?raw` natively and esbuild-bundle.mjs teaches esbuild the same, so the data is
// bundled into the server and nothing is read from disk at run time.
declare module '*.jsonl?raw' {
  const text: string;
  export default text;
}

declare module '*.json?raw' {
  const text: string;
  export default text;
}
