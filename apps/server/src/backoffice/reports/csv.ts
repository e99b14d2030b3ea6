/**
 * One CSV line (RFC 4180, CRLF). Numbers are written as they are (a negative amount stays a
 * number, and so does an amount's text such as -12.50); other text starting with = + - @ gets a leading ' so a spreadsheet does not run it as a
 * formula (CSV injection: bets.src and names come from bettors), and text with a comma, quote
 * or line break is quoted with quotes doubled. The same rule as the back-office web's toCsv.
 */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return (
    values
      .map((value) => {
        if (value === null || value === undefined) return '';
        if (typeof value === 'number') return String(value);
        const formula = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value);
        const text = formula ? `'${value}` : value;
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}

/** Minor units as a decimal amount with 2 places (exact: integer arithmetic, no float maths). */
export function money(cents: number | bigint | string): string {
  const n = BigInt(cents);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
