import PDFDocument from 'pdfkit';
import type { FixturesPrint } from './fixtures-lister';

/** A4 in points, with the margins a home or shop printer keeps clear. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const ROW_HEIGHT = 18;
const HEADER_ROW_HEIGHT = 20;
const COLUMNS = [
  { key: 'game', title: 'Game ID', width: 68, align: 'left' },
  { key: 'time', title: 'Time', width: 42, align: 'left' },
  { key: 'match', title: 'Match', width: 281, align: 'left' },
  { key: 'home', title: '1', width: 44, align: 'center' },
  { key: 'draw', title: 'X', width: 44, align: 'center' },
  { key: 'away', title: '2', width: 44, align: 'center' },
] as const;

export interface PdfOptions {
  /** The brand printed in the header ('Shangwe'). */
  brand: string;
  /** Deflate the page streams (on in production; tests read the text uncompressed). */
  compress?: boolean;
}

/** 'Saturday 21/11/2026' of a YYYY-MM-DD day. */
export function longDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    date.getUTCDay()
  ];
  const [y, m, d] = day.split('-');
  return `${weekday} ${d}/${m}/${y}`;
}

/**
 * The printable fixtures list as a PDF: the brand, sport and day on every page, then a table of
 * game id, kick-off, home v away (with the competition) and the main 1 X 2 odds, running onto as
 * many pages as the day needs, each page numbered.
 */
export function renderFixturesPdf(list: FixturesPrint, options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: `${options.brand} - ${list.sport_name} matches - ${list.day}`,
      Author: options.brand,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 20;
  const columns = list.has_draw ? COLUMNS : COLUMNS.filter((c) => c.key !== 'draw');
  const extra = list.has_draw ? 0 : 44;
  const widthOf = (c: (typeof COLUMNS)[number]) => (c.key === 'match' ? c.width + extra : c.width);

  const pageHeader = () => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#000');
    doc.text(`${options.brand} - Print Matches`, left, PAGE.margin, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).fillColor('#333');
    doc.text(
      `${list.sport_name}, ${longDay(list.day)}. Kick-off times in ${list.time_zone}.`,
      left,
      PAGE.margin + 22,
      { lineBreak: false },
    );
    let x = left;
    const y = PAGE.margin + 44;
    doc.rect(left, y, PAGE.width - 2 * PAGE.margin, HEADER_ROW_HEIGHT).fill('#1f2937');
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#fff');
    for (const c of columns) {
      doc.text(c.title, x + 4, y + 6, { width: widthOf(c) - 8, align: c.align, lineBreak: false });
      x += widthOf(c);
    }
    return y + HEADER_ROW_HEIGHT;
  };

  let y = pageHeader();
  if (list.matches.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor('#000');
    doc.text('No matches to print for this sport and day.', left, y + 12);
  }
  list.matches.forEach((m, i) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = pageHeader();
    }
    if (i % 2 === 1) doc.rect(left, y, PAGE.width - 2 * PAGE.margin, ROW_HEIGHT).fill('#f1f5f9');
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      game: String(m.game_id),
      time: m.kickoff,
      match: `${m.home_team} v ${m.away_team}  (${m.category} - ${m.competition})`,
      home: m.odds.home || '-',
      draw: m.odds.draw || '-',
      away: m.odds.away || '-',
    };
    let x = left;
    for (const c of columns) {
      doc
        .font(c.key === 'game' ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(c.key === 'match' ? 8.5 : 9)
        .fillColor('#000');
      doc.text(cells[c.key], x + 4, y + 5, {
        width: widthOf(c) - 8,
        align: c.align,
        lineBreak: false,
        ellipsis: true,
        height: ROW_HEIGHT - 4,
      });
      x += widthOf(c);
    }
    y += ROW_HEIGHT;
  });

  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    doc.font('Helvetica').fontSize(8).fillColor('#555');
    doc.text(
      `Page ${p - range.start + 1} of ${range.count}  -  ${list.matches.length} matches  -  Odds may change; the price at placement applies.`,
      left,
      PAGE.height - PAGE.margin - 10,
      { width: PAGE.width - 2 * PAGE.margin, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}
