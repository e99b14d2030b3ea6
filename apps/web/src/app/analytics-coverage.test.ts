/**
 * Every analytics event the spec names is pushed somewhere in the app (spec 01 §7 last paragraph:
 * registration, KYC, login, logout, deposit, withdraw, bets per product, casino, recommendations,
 * page hits; spec 02 §2.1 step 4 page views; §4.5 the add-to-home-screen prompt; §7 tracking
 * rows: jackpot add, recommendations seen and placed). The app's sources are scanned for the
 * call that pushes each one: an event whose only call is removed fails here by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BET_PRODUCTS } from '../lib/analytics';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: path.relative(SRC, full), text: readFileSync(full, 'utf8') }];
  });
}

const APP = sources(SRC);
/** Where the recorders are defined: a definition is not a push. */
const DEFINITIONS = new Set(['lib/analytics.ts', 'lib/install-prompt.ts']);

/** The files (outside the definitions) where `pattern` occurs. */
function pushedIn(pattern: RegExp): string[] {
  return APP.filter((s) => !DEFINITIONS.has(s.file) && pattern.test(s.text)).map((s) => s.file);
}

/** The spec's events and the call that pushes each. */
const SPEC_EVENTS: [event: string, call: RegExp][] = [
  ['page view at each navigation (spec 02 §2.1)', /\btrackPageView\(/],
  ['registration', /\btrackRegistration\b/],
  ['KYC', /\btrackKyc\b/],
  ['login', /\btrackLogin\b/],
  ['logout', /\btrackLogout\(/],
  ['deposit', /\btrackDeposit\(/],
  ['withdraw', /\btrackWithdraw\(/],
  ['casino', /\btrackCasinoBet\(/],
  ['recommendations seen (spec 02 §7)', /\bmarkSeen\(/],
  ['recommendation added', /\bmarkAdded\(/],
  ['recommendations placed (spec 02 §7)', /\btrackRecommendationsPlaced\(/],
  ['jackpot add (spec 02 §7)', /\btrackJackpotAdd\(/],
  ['add-to-home-screen prompt (spec 02 §4.5)', /\bpromptInstall\(/],
];

describe('the spec’s analytics events are all pushed', () => {
  it.each(SPEC_EVENTS)('%s', (event, call) => {
    expect(pushedIn(call), `no code pushes the ${event} event`).not.toEqual([]);
  });

  it('add-to-home-screen outcomes (prompted, dismissed, accepted) are recorded', () => {
    // The one place the prompt's outcomes reach the data layer is analytics.ts itself.
    const analytics = APP.find((s) => s.file === 'lib/analytics.ts')!.text;
    expect(analytics).toMatch(/\nwatchInstallPrompt\(trackAddToHomeScreen\);/);
  });

  it.each(BET_PRODUCTS.map((p) => [p]))('a placed %s bet', (product) => {
    // A product is recorded by the slip recorder, a product field, or a product map entry.
    const named = new RegExp(
      `recordPlacedSlip\\('${product}'|product: '${product}'|: '${product}',`,
    );
    const recorders = APP.filter(
      (s) =>
        !DEFINITIONS.has(s.file) &&
        /\b(trackBetPlaced|recordPlacedSlip)\b/.test(s.text) &&
        named.test(s.text),
    );
    expect(
      recorders.map((s) => s.file),
      `no code records a placed ${product} bet`,
    ).not.toEqual([]);
  });
});
