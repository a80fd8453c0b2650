import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // @material/material-color-utilities 0.4 ships extension-less ESM imports, which Node's own
    // loader refuses: Vite's resolver reads them instead (site-scheme.ts).
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
});
