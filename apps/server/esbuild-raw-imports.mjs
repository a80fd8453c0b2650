// `import sdl from './schema.graphql?raw'` as Vite and Vitest read it, for esbuild: the server's
// bundle (build.mjs) and the benchmark's data generator (bench/build-generator.mjs).
import { readFile } from 'node:fs/promises';

export const rawImports = {
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
