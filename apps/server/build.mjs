// Bundles the server into dist/main.js (esbuild-bundle.mjs says how).
import { bundleForNode } from './esbuild-bundle.mjs';

await bundleForNode({
  entryPoints: { main: 'src/main.ts', import: 'src/import-cli.ts' },
  outdir: 'dist',
});
