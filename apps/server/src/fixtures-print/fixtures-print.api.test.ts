import { fixturesPrintResponseSchema, type FixturesPrintResponse } from '@shangwe/contract';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedOddsFeed } from '../feed/fixture-generator';
import { syncFixtures } from '../feed/fixture-sync';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { EVENTUALLY } from '../test/eventually';

const NOW = new Date('2026-11-21T12:00:00Z');
const SEED = 4242;
const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ feedSeed: SEED, timeScale: 1, liveDemo: false });
  t.ctx.now = () => NOW;
  await syncFixtures(
    t.ctx,
    new SimulatedOddsFeed({ seed: SEED, matchesPerDay: 120, daysAhead: 3, liveDemo: false }),
    NOW,
  );
  await vi.waitFor(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fixtures/print?day=2026-11-22' });
    expect(res.json<FixturesPrintResponse>().data.matches.length).toBeGreaterThan(40);
  }, EVENTUALLY);
});
afterAll(async () => {
  await t?.close();
});

const print = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/fixtures/print?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return fixturesPrintResponseSchema.parse(res.json()).data;
};

/** The matches the database holds for a sport that kick off after NOW. */
async function comingInDb(sportId: number) {
  const { rows } = await t.ctx.db.query<{
    parent_match_id: number;
    game_id: number;
    start_time: Date;
  }>(
    `SELECT parent_match_id, game_id, start_time FROM matches
      WHERE sport_id = $1 AND status = 'not_started' AND start_time > $2`,
    [sportId, NOW],
  );
  return rows.map((r) => ({
    id: Number(r.parent_match_id),
    gameId: Number(r.game_id),
    start: new Date(r.start_time),
  }));
}

/** The text a PDF shows: every deflated page stream inflated, its hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

describe('Print Matches', () => {
  it('lists only the coming matches of the sport and day asked, in the country calendar', async () => {
    // 12:00 UTC is 15:00 in Nairobi: today there is 2026-11-21.
    const today = await print('');
    expect(today).toMatchObject({
      sport_id: 1,
      sport_name: 'Soccer',
      day: '2026-11-21',
      country: 'KE',
      time_zone: 'Africa/Nairobi',
      has_draw: true,
    });
    expect(today.sports[0]).toEqual({ sport_id: 1, sport_name: 'Soccer' });
    expect(today.days).toContain('2026-11-22');

    const list = await print('sport_id=2&day=2026-11-22&country=KE');
    expect(list.sport_name).toBe('Basketball');
    expect(list.has_draw).toBe(false);
    const nairobiDay = (d: Date) => new Date(d.getTime() + 3 * HOUR).toISOString().slice(0, 10);
    const expected = (await comingInDb(2))
      .filter((m) => nairobiDay(m.start) === '2026-11-22')
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
    expect(expected.length).toBeGreaterThan(5);
    expect(list.matches.map((m) => m.parent_match_id)).toEqual(expected.map((m) => m.id));
    // The printed game id is the short one a keypad can type (issue 36): five digits.
    expect(list.matches.map((m) => m.game_id)).toEqual(expected.map((m) => m.gameId));
    for (const m of list.matches) expect(String(m.game_id)).toMatch(/^[1-9]\d{4}$/);
    for (const m of list.matches) {
      expect(m.kickoff).toBe(
        new Date(Date.parse(m.start_time) + 3 * HOUR).toISOString().slice(11, 16),
      );
      expect(m.odds.home).toMatch(/^\d+\.\d{2}$/);
      expect(m.odds.draw).toBe('');
    }
  });

  it('never lists a match that has already kicked off', async () => {
    const list = await print('sport_id=1&day=2026-11-21');
    expect(list.matches.length).toBeGreaterThan(0);
    for (const m of list.matches) expect(Date.parse(m.start_time)).toBeGreaterThan(NOW.getTime());
    const soccer = new Set((await comingInDb(1)).map((m) => m.id));
    for (const m of list.matches) expect(soccer.has(m.parent_match_id)).toBe(true);
  });

  it('shows kick-offs in the time zone of the country asked (Accra is three hours behind Nairobi)', async () => {
    const kenya = await print('day=2026-11-22', { 'x-country': 'KE' });
    const ghana = await print('day=2026-11-22&country=GH');
    expect(ghana.time_zone).toBe('Africa/Accra');
    const common = ghana.matches.find((g) => kenya.matches.some((k) => k.game_id === g.game_id))!;
    const inKenya = kenya.matches.find((k) => k.game_id === common.game_id)!;
    expect(Number(inKenya.kickoff.slice(0, 2))).toBe((Number(common.kickoff.slice(0, 2)) + 3) % 24);
  });

  it('refuses a bad sport, day or country with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['sport_id=abc', 'Choose a sport from the list'],
      ['sport_id=999', 'Choose a sport from the list'],
      ['sport_id=-1', 'Choose a sport from the list'],
      ['day=tomorrow', 'Choose a day from the list'],
      ['day=2026-02-30', 'Choose a day from the list'],
      ['country=US', 'Choose Kenya, Ghana or Nigeria'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/fixtures/print', '/api/fixtures/print.pdf']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        const body = res.json<{ message?: string; error?: { message?: string } }>();
        const text = body.error?.message ?? body.message;
        expect(text).toBe(message);
      }
    }
  });

  it('builds a PDF of the list: a download, several pages when long, game ids and odds in it', async () => {
    const list = await print('sport_id=1&day=2026-11-22');
    expect(list.matches.length).toBeGreaterThan(40);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fixtures/print.pdf?sport_id=1&day=2026-11-22',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="shangwe-soccer-2026-11-22.pdf"',
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Shangwe - Print Matches');
    expect(text).toContain('Soccer, Sunday 22/11/2026');
    const first = list.matches[0]!;
    const last = list.matches[list.matches.length - 1]!;
    expect(text).toContain(String(first.game_id));
    expect(text).toContain(String(last.game_id));
    expect(text).toContain(first.odds.home);
    expect(text).toContain(`Page 2 of ${pages.length}`);
  });
});
