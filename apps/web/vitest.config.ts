import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { PREACT_ALIASES, REACT_USING_DEPS } from './build-plugins/preact-aliases';

const require = createRequire(import.meta.url);

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // Their ESM builds: the CommonJS ones would require() the real react and react-dom
      // past the aliases.
      {
        find: /^react-router$/,
        replacement: require.resolve('react-router').replace(/\.js$/, '.mjs'),
      },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Transformed (not loaded by Node) so their `react` imports get Preact too.
    server: { deps: { inline: REACT_USING_DEPS } },
    setupFiles: ['./src/test/setup.ts'],
    // Bounds for a hung test only, sized for a busy 2-core machine (see the root vitest.config.ts);
    // findBy*/waitFor get theirs in setup.ts.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 120_000, interval: 50 } },
  },
});
