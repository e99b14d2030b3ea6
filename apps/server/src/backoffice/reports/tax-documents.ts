import type { BoTaxResponse } from '@shangwe/contract/backoffice';
import PDFDocument from 'pdfkit';
import { csvLine, money } from './csv';

const cents = (major: number) => money(Math.round(major * 100));
const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/**
 * The return as CSV: a summary block (excise, withholding, gaming tax), then one row per winning
 * wager's withholding with the bettor's identifiers (the schedule an authority asks for).
 */
export function taxCsv(r: BoTaxResponse): string {
  return [
    csvLine(['section', 'item', 'value']),
    csvLine(['return', 'country', r.country]),
    csvLine(['return', 'period', r.period]),
    csvLine(['return', 'currency', r.currency]),
    csvLine(['excise', 'rate', percent(r.rates.excise)]),
    csvLine(['excise', 'bets', r.excise.bets]),
    csvLine(['excise', 'stakes', cents(r.excise.stakes)]),
    csvLine(['excise', 'collected', cents(r.excise.collected)]),
    csvLine(['withholding', 'rate', percent(r.rates.withholding)]),
    csvLine(['withholding', 'winning bets', r.withholding.lines.length]),
    csvLine(['withholding', 'withheld', cents(r.withholding.total)]),
    csvLine(['gaming', 'rate', percent(r.rates.gaming)]),
    csvLine(['gaming', 'ggr', cents(r.gaming.ggr)]),
    csvLine(['gaming', 'due', cents(r.gaming.due)]),
    '\r\n',
    csvLine([
      'bet_id',
      'ticket',
      'paid_at',
      'bettor_id',
      'mobile',
      'name',
      'id_type',
      'id_number',
      'paid',
      'withholding',
    ]),
    ...r.withholding.lines.map((l) =>
      csvLine([
        l.bet_id,
        l.short_id,
        l.paid_at,
        l.profile_id,
        l.mobile,
        l.name,
        l.id_type,
        l.id_number,
        cents(l.paid),
        cents(l.withholding),
      ]),
    ),
  ].join('');
}

/** The return as a PDF: the summary, then the withholding schedule over as many pages as needed. */
export function taxPdf(r: BoTaxResponse): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax return ${r.country} ${r.period}`, Author: 'Shangwe Bet' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(`Tax return: ${r.country_name}, ${r.period}`);
  doc.font('Helvetica').fontSize(10).text(`Amounts in ${r.currency}. Figures from the ledger.`);
  doc.moveDown();
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.text(label, 40, y, { width: 300 });
    doc.text(value, 340, y, { width: 200, align: 'right' });
  };
  doc.font('Helvetica-Bold').text('Excise duty on stakes');
  doc.font('Helvetica');
  row('Rate', percent(r.rates.excise));
  row('Bets', String(r.excise.bets));
  row('Stakes', cents(r.excise.stakes));
  row('Excise collected', cents(r.excise.collected));
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Withholding tax on winnings', 40);
  doc.font('Helvetica');
  row('Rate', percent(r.rates.withholding));
  row('Winning bets', String(r.withholding.lines.length));
  row('Withheld', cents(r.withholding.total));
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Gaming tax', 40);
  doc.font('Helvetica');
  row('Rate', percent(r.rates.gaming));
  row('Gross gaming revenue', cents(r.gaming.ggr));
  row('Gaming tax due', cents(r.gaming.due));
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Withholding schedule', 40);
  doc.fontSize(8);
  const cols = [
    ['Ticket', 50],
    ['Paid (UTC)', 95],
    ['Mobile', 75],
    ['Name', 105],
    ['ID', 85],
    ['Paid', 55],
    ['Withheld', 50],
  ] as const;
  const line = (values: string[], bold = false) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    let x = 40;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    values.forEach((v, i) => {
      doc.text(v, x, y, { width: cols[i]![1] - 4, lineBreak: false, ellipsis: true });
      x += cols[i]![1];
    });
    doc.moveDown(0.4);
  };
  line(
    cols.map((c) => c[0]),
    true,
  );
  for (const l of r.withholding.lines) {
    line([
      l.short_id,
      l.paid_at.slice(0, 16).replace('T', ' '),
      l.mobile,
      l.name ?? '',
      [l.id_type, l.id_number].filter(Boolean).join(' '),
      cents(l.paid),
      cents(l.withholding),
    ]);
  }
  doc.end();
  return done;
}
