import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUDGET_PAGES,
  PAGE_BUDGET_GZIP_BYTES,
  pageSize,
  SHELL_BUDGET_GZIP_BYTES,
  shellEagerSize,
  WEB_DIST,
} from '../support/bundle-budget';

// Reads the production build the e2e step has just made (no browser): sizes are stable where
// timings are not, so this is the check that keeps the first load small (issue 27).
test.describe('bundle budget', () => {
  test("the shell's eager JavaScript stays within its gzip budget", () => {
    const { files, total } = shellEagerSize();
    const listing = files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n');
    expect(files.length, 'the entry chunk is found').toBeGreaterThan(0);
    expect(
      total,
      `eager shell ${(total / 1024).toFixed(1)} KB gzip > budget ${(SHELL_BUDGET_GZIP_BYTES / 1024).toFixed(0)} KB:\n${listing}`,
    ).toBeLessThanOrEqual(SHELL_BUDGET_GZIP_BYTES);
  });

  for (const { page, screen } of BUDGET_PAGES) {
    test(`${page} (${screen}): the shell and the screen stay within the page budget`, () => {
      const { files, total } = pageSize(screen);
      const listing = files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n');
      expect(
        total,
        `${page} ${(total / 1024).toFixed(1)} KB gzip > budget ${(PAGE_BUDGET_GZIP_BYTES / 1024).toFixed(0)} KB:\n${listing}`,
      ).toBeLessThanOrEqual(PAGE_BUDGET_GZIP_BYTES);
    });
  }

  test('no part of the zod runtime reaches the web app (the server validates)', () => {
    const assets = path.join(WEB_DIST, 'assets');
    const withZod = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const code = readFileSync(path.join(assets, file), 'utf8');
        // Names zod's runtime defines for every schema and its error class.
        return /\$ZodType|ZodError|_zod\.def/.test(code);
      });
    expect(withZod).toEqual([]);
  });
});
