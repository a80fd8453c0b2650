import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses: text and WebAssembly. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|xml)$/;

/** Smaller files gain less than the headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli's best quality costs about a second per megabyte: the Verovio worker (8 MB) would add
 * several seconds to every build for 3 % less. Larger files get quality 9 (a tenth of the time).
 */
const BEST_QUALITY_MAX_BYTES = 1024 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function precompress(file: string): Promise<void> {
  const { size } = await stat(file);
  if (size < MIN_BYTES) return;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: size <= BEST_QUALITY_MAX_BYTES ? 11 : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A copy that saves nothing is not worth a second lookup per request.
  if (gz.length < size * 0.95) await writeFile(`${file}.gz`, gz);
  if (br.length < size * 0.95) await writeFile(`${file}.br`, br);
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, once, at build
 * time; the server (sirv, core/http.ts) sends the one the browser's Accept-Encoding asks for.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'partitura-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        // The application page is written anew by the server (core/app-page.ts), which
        // compresses what it sends: copies of the template would never be read.
        (file) => COMPRESSIBLE.test(file) && file !== join(outDir, 'index.html'),
      );
      await Promise.all(files.map(precompress));
    },
  };
}
