/**
 * Loads the Kiswahili catalog into Lingui (its own chunk: only Kiswahili bettors download it,
 * with Lingui's ICU message compiler), and turns the templated messages (`MESSAGES` of the
 * domain, the slip's hints) into patterns that `tAny` matches.
 */
import type { I18n } from '@lingui/core';
import { MESSAGES, OFFER_MESSAGES } from '@shangwe/domain';
import {
  SWAHILI,
  SWAHILI_MESSAGES,
  SWAHILI_OFFER_MESSAGES,
  SWAHILI_PATTERNS,
} from './i18n-sw-messages';

type Pattern = readonly [RegExp, string];

/** A message in Lingui's compiled form: text, and `[name]` for each `{name}` placeholder. */
type Compiled = (string | [string])[];

/**
 * Compiles a catalog message (text with `{name}` placeholders; the catalog uses no plural or
 * select) into Lingui's compiled form, so Lingui's own compiler never ships.
 */
export function compileMessage(message: string): Compiled {
  return message
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? [part.slice(1, -1)] : part));
}

let patterns: Pattern[] | null = null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of a templated domain message: the English template, called with markers for its
 * arguments, with each marker turned into a group ('Minimum bet amount is (.+?)').
 */
function messagePattern(template: (...args: never[]) => string, swahili: string): Pattern {
  const markers = ['\u0001A\u0001', '\u0001B\u0001'];
  const english = (template as (...args: string[]) => string)(...markers);
  let source = escape(english);
  markers.forEach((marker) => (source = source.replace(marker, '(.+?)')));
  return [new RegExp(`^${source}$`), swahili];
}

/** Loads (once) and activates Kiswahili; returns the templated messages' patterns. */
export function installSwahili(i18n: I18n): readonly Pattern[] {
  if (!patterns) {
    const compiled: Record<string, Compiled> = {};
    for (const [english, swahili] of Object.entries(SWAHILI)) {
      compiled[english] = compileMessage(swahili);
    }
    const templated: Pattern[] = [];
    const domain: [Record<string, unknown>, Record<string, string>][] = [
      [MESSAGES, SWAHILI_MESSAGES],
      [OFFER_MESSAGES, SWAHILI_OFFER_MESSAGES],
    ];
    for (const [messages, swahiliOf] of domain) {
      for (const [key, english] of Object.entries(messages)) {
        const swahili = swahiliOf[key];
        // A message without an entry (freebetTerms) is among SWAHILI_PATTERNS.
        if (swahili === undefined) continue;
        if (typeof english === 'string') compiled[english] = compileMessage(swahili);
        else if (typeof english === 'function') {
          templated.push(messagePattern(english as (...args: never[]) => string, swahili));
        }
      }
    }
    // The domain's own templates first: the catalog's general patterns (a market with its line)
    // come last.
    patterns = [...templated, ...SWAHILI_PATTERNS];
    i18n.load('sw', compiled);
  }
  i18n.activate('sw');
  return patterns;
}
