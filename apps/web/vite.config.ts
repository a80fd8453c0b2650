import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { featureTextsPlugin } from './vite-plugins/feature-texts.ts';
import { graphqlDocumentsPlugin } from './vite-plugins/graphql-documents.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';

// In development the API runs as its own process (`npm start` or the server's dev script); the
// dev server forwards every server-owned path to it so the app behaves as in production.
const apiTarget = process.env.PARTITURA_API ?? 'http://127.0.0.1:8080';
// Keys starting with ^ are regular expressions: '/file/' must not swallow the SPA route '/files'.
const proxied = ['/graphql', '^/file/', '^/iiif/', '/healthz'];

const src = fileURLToPath(new URL('./src', import.meta.url));
const domainSrc = fileURLToPath(new URL('../../packages/domain/src', import.meta.url));

export default defineConfig({
  plugins: [
    graphqlDocumentsPlugin(src),
    featureTextsPlugin(src, domainSrc),
    react(),
    precompressPlugin(),
  ],
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
      // Verovio's module imports node:module only on Node (its browser path never reaches it):
      // the build's notice that it left it out says nothing to act on.
      onLog(level, log, handler) {
        if (log.message.includes('"node:module"') && log.message.includes('verovio')) return;
        handler(level, log);
      },
      output: {
        // The libraries every screen needs, each in a chunk of its own: a release that changes
        // the application leaves them in the browser's cache (their names carry their hash).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'emotion', test: /node_modules[\\/](@emotion|stylis)[\\/]/ },
          ],
        },
      },
    },
  },
});
