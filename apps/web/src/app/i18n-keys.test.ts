/**
 * The check of issue 36: every English text the bettor app passes to `t` (or marks with `msg`),
 * and every page's title, has a Kiswahili entry with the same placeholders, and every Kiswahili
 * entry is still used. It sits in app/ because it reads the route table (lib/ imports no app/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COUNTRY_CODES, getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, tAny } from '../lib/i18n';
import { SWAHILI } from '../lib/i18n-sw-messages';
import { buildFullTable } from './router';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'backoffice' ? [] : sourceFiles(path);
    // The runtime and the catalog themselves only show examples.
    if (/^i18n(-sw.*)?\.ts$/.test(name)) return [];
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The literal first arguments of t(...), tAny(...) and msg(...) calls. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const call = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(call)) {
      const key = match[2]!.replace(/\\(['"\\])/g, '$1');
      if (!keys.has(key)) keys.set(key, relative(SRC, file));
    }
  }
  return keys;
}

/**
 * The route titles of every country (the tab title, app-layout.tsx, shows them through `tAny`),
 * less the product names the country configures: those stay as they are in every language.
 */
function routeTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  for (const code of COUNTRY_CODES) {
    const config = toPublicConfig(getCountryConfig(code));
    const names = new Set<string>([
      config.shikishaName,
      config.splitPotName,
      config.sababishaName,
      config.boostedName,
      `${config.boostedName} Betslip`, // a pattern of the catalog: 'Tiketi ya {0}'
      ...config.goldenRaceDeeplinks.map((link) => link.name),
    ]);
    for (const { title } of buildFullTable(config)) {
      if (!names.has(title)) titles.set(title, 'app/routes.tsx (title)');
    }
  }
  return titles;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('the Kiswahili catalog', () => {
  const used = new Map([...routeTitles(), ...usedKeys()]);

  afterEach(() => setLanguage('en'));

  it('finds the texts of the app', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  it('has every English text of the app', () => {
    const missing = [...used].filter(([key]) => SWAHILI[key] === undefined);
    expect(missing.map(([key, file]) => `${file}: ${key}`)).toEqual([]);
  });

  it('has no entry the app no longer uses', () => {
    const unused = Object.keys(SWAHILI).filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const wrong = Object.entries(SWAHILI).filter(
      ([english, swahili]) => placeholders(english).join() !== placeholders(swahili).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('translates every text (empty or unchanged only for names)', () => {
    const names = new Set(['Jackpot', 'Crash']);
    const same = Object.entries(SWAHILI).filter(
      ([english, swahili]) => !swahili.trim() || (swahili === english && !names.has(english)),
    );
    expect(same).toEqual([]);
  });

  it('gives the tab a Kiswahili title: route titles, configured titles and product names', async () => {
    await setLanguage('sw');
    expect(tAny('Bet Details')).toBe('Maelezo ya Beti');
    expect(tAny('Turudi Uwanjani Betslip')).toBe('Tiketi ya Turudi Uwanjani');
    for (const code of COUNTRY_CODES) {
      const { website } = toPublicConfig(getCountryConfig(code));
      expect(tAny(website.title)).toMatch(/^Shangwe \w+ \| Ubashiri wa Michezo, /);
    }
  });
});
