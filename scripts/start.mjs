// `npm start`: builds what is not built (or is older than its sources), then runs the server in
// this very process, so that the signals a process manager sends (SIGTERM, SIGINT) reach the
// server: a child process would keep running, an orphan holding the data directory. (package.json
// sets MALLOC_ARENA_MAX=2 for it: glibc reads it as the process starts, README.)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time below a path (files only; node_modules and dist skipped). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const domain = newest(join(root, 'packages/domain/src'));
const targets = [
  {
    label: 'the web application',
    workspace: 'apps/web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: [
      join(root, 'apps/web/src'),
      join(root, 'apps/web/index.html'),
      join(root, 'apps/web/vite.config.ts'),
      join(root, 'apps/web/public'),
    ],
  },
  {
    label: 'the server',
    workspace: 'apps/server',
    output: join(root, 'apps/server/dist/main.js'),
    sources: [
      join(root, 'apps/server/src'),
      join(root, 'apps/server/build.mjs'),
      join(root, 'apps/server/esbuild-bundle.mjs'),
    ],
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changed = Math.max(domain, ...target.sources.map(newest));
  if (built >= changed) continue;
  // A person starting Partitura needs to know that it builds and that it did, not the list of
  // every file the bundler wrote: the build's own output is shown only when it fails.
  console.log(`Building ${target.label} …`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`Building ${target.label} failed (${target.workspace}, npm run build).`);
    process.exit(result.status ?? 1);
  }
  // What the build warns of (nothing, as it stands) is worth a look.
  process.stderr.write(result.stderr ?? '');
  console.log(`Built ${target.label} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// Stack traces name the TypeScript sources (the bundle's source map), as --enable-source-maps would.
process.setSourceMapsEnabled(true);
// DATA_DIR and WEB_DIST are read relative to the installation, wherever npm start was run.
process.chdir(root);
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
