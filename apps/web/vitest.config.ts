import { defineProject } from 'vitest/config';

// Unit tests of the web's pure logic (menu rules, redirects, form resolvers, theme generation)
// and of the build's own plugins.
// Screens are tested in a real browser by e2e/.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    environment: 'node',
    // @material/material-color-utilities 0.4 ships extension-less ESM imports (DESIGN.md).
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
});
