import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { ROOT } from '../support/server';

/**
 * A journey's own `test.setTimeout` may only lengthen the config's bound: a shorter one is a
 * timing assertion that fails on a slow or busy machine (README, "Tests"). One did: a journey
 * bounded at 60 s took 66 s while the other suites ran beside it.
 */
test('no journey sets a bound shorter than the config', () => {
  const dir = path.join(ROOT, 'e2e/tests');
  const shorter = readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) =>
      [...readFileSync(path.join(dir, name), 'utf8').matchAll(/test\.setTimeout\(([\d_]+)\)/g)]
        .filter((m) => Number(m[1]!.replace(/_/g, '')) <= config.timeout!)
        .map((m) => `${name}: ${m[0]}`),
    );
  expect(config.timeout).toBeGreaterThanOrEqual(180_000);
  expect(shorter).toEqual([]);
});
