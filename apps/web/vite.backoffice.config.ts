import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { PREACT_ALIASES } from './build-plugins/preact-aliases';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The back office (apps/web/src/backoffice): its own entry (backoffice/index.html), its own
 * chunks, built into dist/backoffice and served by the server under /backoffice. Built after
 * the bettor app (whose build empties dist/): nothing of it is in the bettor app's bundle. It runs
 * on Preact like the bettor app, so the web test project (Preact) tests what ships here too.
 */
export default defineConfig({
  root: path.join(here, 'backoffice'),
  base: '/backoffice/',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: path.join(here, 'dist/backoffice'),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
