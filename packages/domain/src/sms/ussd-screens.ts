import { fitText, USSD_MAX_CHARS } from './sms-replies';

/** A USSD answer: CON keeps the session open for another choice, END closes it. */
export type UssdAnswer = `CON ${string}` | `END ${string}`;

/**
 * Builds a screen from its lines, at most 182 characters with the 'CON '/'END ' prefix: lines
 * that do not fit are dropped from the end (menus list their most important entries first),
 * a single long line is cut.
 */
export function ussdScreen(kind: 'CON' | 'END', lines: readonly string[]): UssdAnswer {
  const room = USSD_MAX_CHARS - 4;
  const kept: string[] = [];
  for (const line of lines) {
    const next = [...kept, line].join('\n');
    if (next.length > room) break;
    kept.push(line);
  }
  const body = kept.length > 0 ? kept.join('\n') : fitText(lines[0] ?? '', room);
  return `${kind} ${body}` as UssdAnswer;
}

/**
 * The choices of a USSD session so far: the gateway sends every answer typed since the dial,
 * joined by '*' ('' on the first request). '0' goes back one step and '00' to the main menu,
 * as on most operator menus, so the path is replayed with those applied.
 */
export function ussdChoices(text: string): string[] {
  const path: string[] = [];
  if (text.trim() === '') return path;
  for (const raw of text.split('*')) {
    const choice = raw.trim();
    if (choice === '00') path.length = 0;
    else if (choice === '0' && path.length > 0) path.pop();
    else path.push(choice);
  }
  return path;
}
