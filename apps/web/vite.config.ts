import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureTextsPlugin } from './vite-plugins/feature-texts.ts';
import { graphqlDocumentsPlugin } from './vite-plugins/graphql-documents.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';

// In development the API runs as its own process (`npm start` or the server's dev script); the
// dev server forwards every server-owned path to it so the app behaves as in production.
const apiTarget = process.env.PARTITURA_API ?? 'http://127.0.0.1:8080';
// Keys starting with ^ are regular expressions: '/file/' must not swallow the SPA route '/files'.
// A record's linked data and MARC export (`/scores/12.jsonld`, `.marcxml`) are the server's too.
const proxied = ['/graphql', '^/file/', '^/iiif/', '/healthz', '^/[a-z]+/\\d+\\.(jsonld|marcxml)$'];

const src = fileURLToPath(new URL('./src', import.meta.url));

/** A feature's public surface, src/<feature>/index.ts (ARCHITECTURE.md, "Web"). */
function isFeatureIndex(id: string): boolean {
  const path = relative(src, id);
  return /^[\w-]+[\\/]index\.ts$/.test(path) && !path.startsWith('gql');
}
/** Libraries whose modules have no side effects though their package.json does not say so. */
function isSideEffectFree(id: string): boolean {
  return /node_modules[\\/]hoist-non-react-statics[\\/]/.test(id);
}
const domainSrc = fileURLToPath(new URL('../../packages/domain/src', import.meta.url));

/**
 * React Router 7 ships two builds, dist/development and dist/production, that differ only in its
 * development warnings, but its package.json exports name only the development one
 * (remix-run/react-router#12532, #14102). The production build takes the other, by file.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** The libraries every screen needs, in chunks of their own (below, `codeSplitting`). */
const libraryChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'emotion', test: /node_modules[\\/](@emotion|stylis)[\\/]/ },
];

export default defineConfig(({ command }) => ({
  plugins: [
    graphqlDocumentsPlugin(src),
    featureTextsPlugin(src, domainSrc),
    react(),
    precompressPlugin(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: join(reactRouterProduction, 'dom-export.mjs'),
            },
          ]
        : [],
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  // The Verovio worker is an ES module (it imports the WASM build).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // What each route loads (scripts/bundle-sizes.mjs reads it for the budget and the benchmark).
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports its public surface: the bundler takes from it what
      // an importer uses, as from a library marked side-effect free. Otherwise the root, which
      // imports every feature's index.ts for its routes, would bring every widget and text
      // behind them into the first load. hoist-non-react-statics (CommonJS, with react-is 16)
      // only defines a function but says nothing of side effects, so Emotion's import of it
      // kept it on every first load although nothing calls it (only Emotion's withTheme would).
      treeshake: {
        moduleSideEffects: (id) => (isFeatureIndex(id) || isSideEffectFree(id) ? false : undefined),
      },
      // Verovio's module imports node:module only on Node (its browser path never reaches it):
      // the build's notice that it left it out says nothing to act on.
      onLog(level, log, handler) {
        if (log.message.includes('"node:module"') && log.message.includes('verovio')) return;
        handler(level, log);
      },
      output: {
        // The libraries every screen needs, each in a chunk of its own: a release that changes
        // the application leaves them in the browser's cache (their names carry their hash).
        // All else the entry loads at once (the app's kernel and shell, the home screen, MUI's
        // core and the components they use) is one chunk: left to itself the bundler cut it into
        // a chunk per set of screens sharing a part, and the smaller files compress worse and
        // name each other's exports (3.4 KB gzipped more on every first load, before the home
        // screen joined the entry; 6.2 KB more now).
        codeSplitting: {
          groups: [
            ...libraryChunks,
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !libraryChunks.some((library) => library.test.test(id)),
            },
          ],
        },
      },
    },
  },
}));
