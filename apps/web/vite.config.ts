import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './vite-plugins/precompress';

// In development the API runs as its own process (`npm start` or the server's dev script); the
// dev server forwards every server-owned path to it so the app behaves as in production.
const apiTarget = process.env.PARTITURA_API ?? 'http://127.0.0.1:8080';
// Keys starting with ^ are regular expressions: '/file/' must not swallow the SPA route '/files'.
const proxied = ['/graphql', '^/file/', '^/iiif/', '/healthz'];

export default defineConfig({
  plugins: [react(), precompressPlugin()],
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
    manifest: true,
    // What each route loads (scripts/bundle-sizes.mjs reads it for the budget and the benchmark).
    manifest: true,
  },
});
