// Bundles the benchmark's data generator (bench/generator, TypeScript) into
// bench/dist/generate.js, as the server is bundled (apps/server/esbuild-bundle.mjs): npm
// dependencies stay external (resolved from the repository's node_modules), the server's own
// modules it uses — through apps/server/src/archive-tools.ts — are bundled in. bench/run.mjs runs
// it before the generator.
import { bundleForNode } from '../apps/server/esbuild-bundle.mjs';

export async function buildGenerator() {
  const outfile = new URL('./dist/generate.js', import.meta.url).pathname;
  await bundleForNode({
    entryPoints: [new URL('./generator/generate.ts', import.meta.url).pathname],
    outfile,
  });
  return outfile;
}
