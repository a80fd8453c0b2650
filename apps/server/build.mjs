// Bundles the server into dist/main.js, and the benchmark's data generator (src/bench) into
// dist/bench/generate.js. npm dependencies stay external (installed next to it); the workspace's
// own TypeScript (packages/domain), the SDL files and the RISM fixtures are bundled in.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@partitura/'),
);

/** `import sdl from './schema.graphql?raw'` as Vite/Vitest do it. */
const rawImports = {
  name: 'raw-imports',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'raw',
    }));
    b.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

await build({
  entryPoints: { main: 'src/main.ts', 'bench/generate': 'src/bench/generate.ts' },
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
