import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './eslint/server-boundaries.js';
import { webBoundaries } from './eslint/web-boundaries.js';

// Material's colour utilities stay out of the web app's first load: the server derives the
// schemes, the app imports the derivation only when theme_color changes (import()). So do
// Material's modal drawer and its CSS-variables theme provider (ARCHITECTURE.md "Delivery").
const webLibraryImports = [
  {
    name: '@partitura/domain/site-scheme',
    allowTypeImports: true,
    message: "Load it with import('@partitura/domain/site-scheme') where it is needed.",
  },
  {
    name: '@material/material-color-utilities',
    message: 'Colour schemes come from the domain (site-theme.ts, site-scheme.ts).',
  },
  {
    name: '@mui/material',
    importNames: ['Drawer'],
    message: 'Use LazyDrawer (core/components): the drawer loads when one first shows.',
  },
  {
    name: '@mui/material',
    importNames: ['ThemeProvider'],
    message: "Use @mui/system's ThemeProvider: Material's brings the CSS-variables one.",
  },
  {
    name: '@mui/material/styles',
    importNames: ['ThemeProvider'],
    message: "Use @mui/system's ThemeProvider: Material's brings the CSS-variables one.",
  },
];

// One linter for the whole repository (npm run lint, and part of npm test).
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/generated/**',
      'apps/web/src/gql/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `any` is allowed only with a comment that says why (CONVENTIONS.md); a linter cannot
      // check the comment, so review does.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web's restricted library imports (webLibraryImports, above).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webLibraryImports,
        },
      ],
    },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './fixtures': it fails a test on any Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
  ...serverBoundaries,
  ...webBoundaries(webLibraryImports),
);
