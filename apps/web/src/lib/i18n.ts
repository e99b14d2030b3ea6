/**
 * The bettor app's languages (issue 36): English and Kiswahili, on Lingui's runtime
 * (`@lingui/core`, about 2 KB gzip).
 *
 * The English text is the key (`t('Place Bet')`): English needs no catalog, so an English bettor
 * downloads nothing but this runtime, and the spec's English texts stay verbatim in the code. The
 * Kiswahili catalog (`i18n-sw.ts`, ICU messages keyed by the English text) is its own chunk,
 * loaded only when Kiswahili is chosen (at start-up by `boot`, or when the bettor switches).
 * `app/i18n-keys.test.ts` fails when a text passed to `t` has no Kiswahili entry or an entry is no
 * longer used.
 *
 * Screens re-render on a switch because the shell keys the router by {@link useLanguage}.
 */
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { readString, writeString } from './storage';

/** The languages of the bettor app. */
export type Language = 'en' | 'sw';

/** Local storage key of the bettor's language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The locale Intl formats with, per language (Kenya's). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Values interpolated into `{name}` placeholders. */
export type TextValues = Record<string, string | number>;

let active: Language = 'en';
/** Templated English texts (a message with figures in it) and their Kiswahili, once loaded. */
let patterns: readonly (readonly [RegExp, string])[] = [];
const listeners = new Set<() => void>();
// English needs no catalog (its text is the key); an empty one tells Lingui it is loaded.
i18n.load('en', {});
i18n.activate('en');

/** Whether `value` names a language of the app. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'sw';
}

/** The language saved on this device ('en' when none). */
export function readSavedLanguage(): Language {
  const saved = readString(LANGUAGE_STORAGE_KEY);
  return isLanguage(saved) ? saved : 'en';
}

/** The language shown now. */
export function currentLanguage(): Language {
  return active;
}

function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/**
 * The text in the bettor's language: `text` is the English (and the catalog key), with
 * `{name}` placeholders filled from `values`. A text missing from the catalog shows in English.
 */
export function t(text: string, values?: TextValues): string {
  if (active === 'en') return interpolate(text, values);
  return i18n._(text, values);
}

/**
 * A text that may come from elsewhere (a server message, a store's notice): translated when the
 * catalog knows it, else shown as it is.
 */
export function tAny(text: string | null | undefined): string {
  if (!text) return text ?? '';
  if (active === 'en') return text;
  if (i18n.messages[text] !== undefined) return i18n._(text);
  for (const [english, swahili] of patterns) {
    const match = english.exec(text);
    if (match) return swahili.replace(/\{(\d)\}/g, (_, i: string) => tAny(match[Number(i) + 1]));
  }
  return text;
}

/** Marks an English text for the catalog without translating it now (module-level labels). */
export function msg(text: string): string {
  return text;
}

/**
 * Loads `language` (its catalog chunk for Kiswahili), activates it and saves the choice.
 * Resolves once the screens may re-render in it.
 */
export async function setLanguage(language: Language, save = true): Promise<void> {
  if (save) writeString(LANGUAGE_STORAGE_KEY, language);
  if (language === 'sw') {
    const catalog = await import('./i18n-sw');
    patterns = catalog.installSwahili(i18n);
  } else {
    i18n.activate('en');
  }
  if (active === language) return;
  active = language;
  document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown now, re-rendering the caller on a switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
