import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and writes objects as JSON', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', { k: 1 }],
          [null, 7],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak","{""k"":1}"\r\n,7\r\n');
  });

  it('defuses spreadsheet formulas', () => {
    expect(toCsv(['f'], [['=HYPERLINK("x")'], ['-2+3'], ['@SUM(A1)']])).toBe(
      `f\r\n"'=HYPERLINK(""x"")"\r\n'-2+3\r\n'@SUM(A1)\r\n`,
    );
  });
});
