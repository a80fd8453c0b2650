// Fails when regenerating GraphQL types or database migrations would change the repository:
// the SDL and the Drizzle schema are the sources, the generated files must follow them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const generated = ['apps/server/src/generated', 'apps/web/src/gql', 'apps/server/drizzle'].map(
  (p) => join(root, p),
);

function snapshot() {
  const files = new Map();
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory())
      return readdirSync(path).forEach((entry) => walk(join(path, entry)));
    files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  };
  generated.forEach(walk);
  return files;
}

function run(args, cwd = root) {
  const result = spawnSync('npx', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    process.exit(result.status ?? 1);
  }
}

const before = snapshot();
run(['graphql-codegen', '--config', 'codegen.ts']);
run(['drizzle-kit', 'generate'], join(root, 'apps/server'));
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    'Generated files were out of date and have been regenerated; review and commit them:',
  );
  for (const file of changed) console.error(`  ${file}`);
  process.exit(1);
}
console.log('Generated GraphQL types and migrations are up to date.');
