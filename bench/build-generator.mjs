// Bundles the benchmark's data generator (bench/generator, TypeScript) into
// apps/server/dist/bench-generate.js, as the server is bundled (apps/server/esbuild-bundle.mjs):
// npm dependencies stay external, the server's own modules it uses — through
// apps/server/src/archive-tools.ts — are bundled in. It lies in the server's dist so that Node
// resolves those dependencies as the server does, from apps/server/node_modules first (the root's
// may hold other major versions: lru-cache 5 there, 11 for the server). bench/run.mjs runs it
// before the generator.
import { bundleForNode } from '../apps/server/esbuild-bundle.mjs';

export async function buildGenerator() {
  const outfile = new URL('../apps/server/dist/bench-generate.js', import.meta.url).pathname;
  await bundleForNode({
    entryPoints: [new URL('./generator/generate.ts', import.meta.url).pathname],
    outfile,
  });
  return outfile;
}
