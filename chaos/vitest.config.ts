import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The chaos suite (issue 22): the built server as real processes, killed, starved and flooded.
// `npm test` runs its short form after the build; `npm run audit:chaos` the long one (CHAOS=full).
// One file at a time: each scenario loads the machine on purpose.
export default defineConfig({
  test: {
    name: 'chaos',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.chaos.ts'],
    fileParallelism: false,
    testTimeout: process.env.CHAOS === 'full' ? 900_000 : 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
