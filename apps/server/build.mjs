// Bundles the server into dist/main.js. npm dependencies stay external (installed next to it); the workspace's
// own TypeScript (packages/domain), the SDL files and the RISM fixtures are bundled in.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { rawImports } from './esbuild-raw-imports.mjs';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@partitura/'),
);

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [rawImports],
  logLevel: 'warning',
});
