import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds a directory of the repository relative to this module. The server runs both from its
 * TypeScript sources (tests) and from the bundle in apps/server/dist, so fixed relative paths
 * would differ; walking up until the marker exists works for both.
 */
export function findUp(
  marker: string,
  from = dirname(fileURLToPath(import.meta.url)),
): string | null {
  let dir = from;
  for (;;) {
    const candidate = join(dir, marker);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The folder of generated SQL migrations (apps/server/drizzle). */
export function migrationsFolder(): string {
  // From the server's sources or bundle: apps/server/drizzle; from a tool bundled elsewhere in
  // the repository (bench/dist): the repository's apps/server/drizzle.
  const journal =
    findUp('drizzle/meta/_journal.json') ?? findUp('apps/server/drizzle/meta/_journal.json');
  if (!journal) throw new Error('Cannot find the database migrations (apps/server/drizzle)');
  return dirname(dirname(journal));
}

/** The built web application (apps/web/dist), or null when it has not been built. */
export function webDistFolder(): string | null {
  const index = findUp('apps/web/dist/index.html') ?? findUp('web/dist/index.html');
  return index ? dirname(index) : null;
}
