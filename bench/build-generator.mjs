// Bundles the benchmark's data generator (bench/generator, TypeScript) into
// bench/dist/generate.js, as the server is bundled: npm dependencies stay external (resolved
// from the repository's node_modules), the server's own modules it uses — through
// apps/server/src/archive-tools.ts — are bundled in. bench/run.mjs runs it before the generator.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { rawImports } from '../apps/server/esbuild-raw-imports.mjs';

const server = JSON.parse(
  await readFile(new URL('../apps/server/package.json', import.meta.url), 'utf8'),
);
const external = Object.keys(server.dependencies ?? {}).filter(
  (name) => !name.startsWith('@partitura/'),
);

export async function buildGenerator() {
  const outfile = new URL('./dist/generate.js', import.meta.url).pathname;
  await build({
    entryPoints: [new URL('./generator/generate.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    plugins: [rawImports],
    logLevel: 'warning',
  });
  return outfile;
}
