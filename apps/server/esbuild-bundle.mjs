// How the server's TypeScript is bundled for Node, by the server's build (build.mjs) and by the
// benchmark's data generator (bench/build-generator.mjs): ESM for Node 20 with source maps; the
// server's npm dependencies stay external (installed next to it), the workspace's own TypeScript
// (packages/domain), the SDL files and the RISM fixtures are bundled in.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

/** `import sdl from './schema.graphql?raw'` as Vite and Vitest read it. */
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

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@partitura/'),
);

/** Bundles `entryPoints` (esbuild's) into `outdir` or `outfile`. */
export function bundleForNode(options) {
  return build({
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    plugins: [rawImports],
    logLevel: 'warning',
    ...options,
  });
}
