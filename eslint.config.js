import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverImportBoundaries } from './eslint-rules/server-import-boundaries.js';
import { webImportBoundaries } from './eslint-rules/web-import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
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
    },
  },
  {
    // The domain package is pure: no apps, no contract, no I/O, no wall clock, no ambient
    // randomness. It imports nothing of ours.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@shangwe/server*',
            '@shangwe/web*',
            '@shangwe/contract*',
            'node:*',
            'fs',
            'path',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass a clock in.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: webImportBoundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // app → features → shared → lib; features never import each other (apps/web/README.md).
      'web/import-boundaries': 'error',
    },
  },
  {
    // The bettor app's links are lib/app-link.tsx's (plain anchors for app paths: issue 27).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/app-link.tsx', 'apps/web/src/backoffice/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Import Link and NavLink from lib/app-link.tsx (apps/web/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Products never import each other; the pipeline (wagers/), the wallet, the catalog and
    // the platform import no product (apps/server/README.md, "Module map"). Import cycles:
    // apps/server/src/boundaries.unit.test.ts.
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverImportBoundaries },
    rules: { 'server/import-boundaries': 'error' },
  },
);
