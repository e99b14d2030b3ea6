import { randomUUID } from 'node:crypto';
import type {
  JackpotEvent,
  Market,
  ShikishaMarketsResponse,
  VirtualMatchDayResponse,
} from '@shangwe/contract';
import type {
  BoGgrResponse,
  BoLiabilitiesResponse,
  BoTaxResponse,
} from '@shangwe/contract/backoffice';
import {
  crashElapsedMsFor,
  GAMING_TAX_RATE,
  gamingTaxDue,
  getCountryConfig,
} from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { createSession } from '../../auth/session';
import {
  loadCatalogIntoMemory,
  pick,
  resultMatch,
  seedFixtureMatches,
  setMarketStatus,
} from '../../betting/test-fixtures';
import { TEST_CRASH_CONFIG } from '../../casino/test-crash-config';
import { CrashEngine } from '../../casino/crash-engine';
import { latestRound } from '../../casino/crash-repository';
import { ensureOpenEvent } from '../../jackpots/event-scheduler';
import { settleJackpotEvent } from '../../jackpots/event-settlement';
import { settleMatch } from '../../settlement/bet-settler';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { VirtualEngine } from '../../virtuals/virtual-engine';
import { timingsFor } from '../../virtuals/virtual-league';
import { decideDueLiveBets } from '../../wagers/live-bet-decider';
import { CURRENCY_HOUSE_ACCOUNTS, HOUSE_ACCOUNTS } from '../../wallet/ledger';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';
import { mulberry32 } from '../../test/seeded-random';

/**
 * Issue 34's last check: a generated month of activity (2030-05) of every product, in Kenya,
 * Ghana and Nigeria, on several channels, placed and settled through the API and the products'
 * own settlers; then the back office's GGR, tax returns and month-end liabilities are compared,
 * to the cent, with a recomputation written here in plain code over the raw rows of the ledger
 * and the wagers (never the reports' SQL). The generator is seeded: the same month every run.
 */

const apps = useTestApp();
const COUNTRIES = ['KE', 'GH', 'NG'] as const;
const CHANNELS = ['web', 'ussd', 'sms', 'MOBILE_WEB', 'app'] as const;
const ACTIVITY_DAYS = [2, 9, 16, 23, 30];
/** Days with a pool event open (bingwa: staked; free: one free line per bettor). */
const POOL_DAYS: Record<number, 'bingwa' | 'free'> = { 9: 'bingwa', 16: 'free', 23: 'bingwa' };
const CRASH = TEST_CRASH_CONFIG;

const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
const cents = (major: number) => Math.round(major * 100);

describe('finance reports over a generated month of activity', () => {
  it('GGR, tax returns and liabilities equal a recomputation from the raw ledger and wager rows', async () => {
    const t = await apps.build({ liveBetDelaySeconds: 1, cashoutAllProfiles: true });
    const { db } = t.ctx;
    const random = mulberry32(20300501);
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const oneOf = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    /** A stake in whole major units of the bettor's currency: KES as given, GHS ÷ 10, NGN × 10. */
    const stakeOf = (country: string, lo: number, hi: number) => {
      const kes = int(lo, hi);
      return country === 'GH'
        ? Math.max(1, Math.round(kes / 10))
        : country === 'NG'
          ? kes * 10
          : kes;
    };

    let clock = at('2030-04-30', '08:00:00');
    t.ctx.now = () => clock;
    // The ledger stamps its rows with the database's clock (created_at DEFAULT now()), which a
    // test cannot move: each phase's movements are dated to the simulated clock once booked, so
    // the month is a calendar month in the ledger too. Only the dates move, never an amount.
    let booked = 0;
    const book = async () => {
      await db.query('UPDATE ledger_transactions SET created_at = $2 WHERE id > $1', [
        booked,
        clock,
      ]);
      const { rows } = await db.query<{ id: string }>(
        'SELECT coalesce(max(id), 0) AS id FROM ledger_transactions',
      );
      booked = Number(rows[0]!.id);
    };

    const bettors: Array<TestProfile & { country: (typeof COUNTRIES)[number] }> = [];
    for (const country of COUNTRIES) {
      for (let i = 0; i < 2; i++) {
        const p = await createTestProfile(t.ctx, { cashCents: 5_000_000, country });
        bettors.push({ ...p, country });
      }
    }
    await db.query(
      `UPDATE profiles SET kyc_official_name = 'Month Bettor ' || id, kyc_id_type = 'national_id',
              kyc_id_number = '3' || lpad(id::text, 7, '0') WHERE id = ANY($1::bigint[])`,
      [bettors.map((b) => b.profileId)],
    );
    // A bettor's session lasts a day: each day of the month they come back and sign in.
    const signIn = async () => {
      for (const b of bettors)
        b.token = (
          await createSession(db, { profileId: b.profileId, remember: false, now: clock })
        ).token;
    };
    const auth = (b: TestProfile) => ({
      authorization: `Bearer ${b.token}`,
      'idempotency-key': randomUUID(),
    });

    const placeSportsbook = async (b: TestProfile, payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token: b.token, ...payload },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().bet_id as number;
    };
    const playInstant = async (b: TestProfile, game: 'dice' | 'wheel', stake: number) => {
      const payload =
        game === 'dice'
          ? { stake, target: int(10, 90), direction: oneOf(['under', 'over'] as const) }
          : { stake };
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/casino/${game}/play`,
        headers: auth(b),
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    };

    // Before the month: a casino play on 30 April (outside every figure of May but the balances).
    await book();
    await playInstant(bettors[0]!, 'dice', 50);
    await book();

    const virtuals = new VirtualEngine(t.ctx, timingsFor(180));
    const crash = new CrashEngine(t.ctx, CRASH);
    const grantFreeBet = async (b: TestProfile, amount: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ops/freebets/grant',
        payload: { profile_id: b.profileId, amount },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.free_bet_profile_id as number;
    };
    let freeBet: { bettor: TestProfile; id: number } | undefined;

    for (const [n, dayOfMonth] of ACTIVITY_DAYS.entries()) {
      const day = `2030-05-${String(dayOfMonth).padStart(2, '0')}`;
      clock = at(day, '08:00:00');
      await signIn();
      const base = 10_000 + dayOfMonth * 100;
      const prematch = Array.from({ length: 13 }, (_, i) => ({
        id: base + i,
        start: new Date(at(day, '15:00:00').getTime() + i * 600_000),
        odds: {
          home: int(130, 350) / 100,
          draw: int(280, 360) / 100,
          away: int(180, 500) / 100,
        },
      }));
      const live = [0, 1].map((i) => ({
        id: base + 50 + i,
        start: at(day, '07:30:00'),
        status: 'live' as const,
        odds: { home: 2.2, draw: 3.1, away: 3.3 },
      }));
      await seedFixtureMatches(t.ctx, [...prematch, ...live]);
      await loadCatalogIntoMemory(t.ctx);
      const kind = POOL_DAYS[dayOfMonth];
      const decided = new Map<number, '1' | 'X' | '2'>();
      // Every country has its own event, in its currency: each bettor enters their country's.
      const eventIds = new Map<string, number>();
      for (const country of kind ? COUNTRIES : []) {
        const id = await ensureOpenEvent(t.ctx, kind!, clock, country);
        expect(id, `${kind} in ${country} on ${day}`).not.toBeNull();
        eventIds.set(country, id!);
      }

      // Sportsbook prematch: a single or a double per bettor, on a random channel.
      const oddOf = (m: (typeof prematch)[number], key: '1' | 'X' | '2') =>
        key === '1' ? m.odds.home : key === 'X' ? m.odds.draw : m.odds.away;
      const placed: Array<{ bettor: TestProfile; betId: number }> = [];
      for (const b of bettors) {
        const legs = int(1, 2);
        const first = int(0, 5);
        const matches = legs === 1 ? [first] : [first, (first + int(1, 5)) % 6];
        const betslip = matches.map((i) => {
          const key = oneOf(['1', 'X', '2'] as const);
          return pick(prematch[i]!.id, key, oddOf(prematch[i]!, key));
        });
        placed.push({
          bettor: b,
          betId: await placeSportsbook(b, {
            stake: stakeOf(b.country, 20, 600),
            betslip,
            src: oneOf(CHANNELS),
          }),
        });
      }
      // A free bet granted on the first day is never used (expired by the month's end); one
      // granted on the second is staked at once (house:freebets pays it).
      if (n === 0) await grantFreeBet(bettors[2]!, 5);
      if (n === 1) freeBet = { bettor: bettors[0]!, id: await grantFreeBet(bettors[0]!, 50) };
      if (n === 1 && freeBet) {
        const home = prematch[0]!;
        decided.set(home.id, '1'); // it wins: the house pays its profit (free_bet_cost)
        await placeSportsbook(freeBet.bettor, {
          stake: '50',
          total_odd: home.odds.home.toFixed(2),
          is_freebet: 1,
          fbpid: String(freeBet.id),
          betslip: [pick(home.id, '1', home.odds.home)],
          src: 'web',
        });
      }
      await book();

      // Sportsbook live: accepted after the delay on one match; refused (refunded) on the
      // other, whose market is suspended before the decision.
      for (const [i, b] of bettors.entries()) {
        const m = live[i % 2]!;
        const key = oneOf(['1', 'X', '2'] as const);
        const odd = key === '1' ? m.odds.home : key === 'X' ? m.odds.draw : m.odds.away;
        await placeSportsbook(b, {
          stake: stakeOf(b.country, 20, 300),
          betslip: [pick(m.id, key, odd, true)],
          src: oneOf(CHANNELS),
        });
      }
      await setMarketStatus(t.ctx, live[1]!.id, 'STOPPED');
      await loadCatalogIntoMemory(t.ctx);
      clock = at(day, '08:00:05');
      await decideDueLiveBets(t.ctx);
      await setMarketStatus(t.ctx, live[1]!.id, 'ACTIVE');
      await loadCatalogIntoMemory(t.ctx);
      await book();

      // Shikisha: 1X2 and total goals of one match, priced by the quote.
      clock = at(day, '09:00:00');
      for (const b of bettors.filter((_, i) => i % 2 === n % 2)) {
        const m = prematch[int(0, 5)]!;
        const markets = (
          await t.app.inject({
            method: 'GET',
            url: `/api/betbuilder/markets?parent_match_id=${m.id}`,
          })
        ).json<ShikishaMarketsResponse>().data.markets;
        const leg = (market: Market, key: string) => ({
          parent_match_id: m.id,
          sub_type_id: market.sub_type_id,
          special_bet_value: market.special_bet_value,
          bet_pick: key,
        });
        const x12 = markets.find((x) => x.sub_type_id === 1)!;
        const total = markets.find((x) => x.sub_type_id === 18)!;
        const picks = [
          leg(x12, oneOf(['1', 'X', '2'])),
          leg(total, oneOf(['over 2.5', 'under 2.5'])),
        ];
        const quote = await t.app.inject({
          method: 'POST',
          url: '/api/betbuilder/quote',
          payload: { betslip: picks },
        });
        expect(quote.statusCode, quote.body).toBe(200);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/betbuilder/placebet',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            token: b.token,
            stake: stakeOf(b.country, 20, 300),
            total_odd: quote.json().total_odd,
            src: oneOf(CHANNELS),
            betslip: picks.map((p) => ({ ...p, odd_value: 2, bet_type: 5, is_shared: false })),
          },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      await book();

      // Virtuals: one bet per bettor on the next match-day, played out and settled.
      clock = at(day, '10:00:00');
      await virtuals.tick(clock);
      const round = (
        await t.app.inject({ method: 'GET', url: '/api/virtuals/matchday' })
      ).json<VirtualMatchDayResponse>().next!;
      for (const b of bettors) {
        const match = oneOf(round.matches);
        const key = oneOf(['1', 'X', '2']);
        const outcome = match.markets
          .find((m) => m.sub_type_id === 1)!
          .odds.find((o) => o.odd_key === key)!;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/live/virtual/placebet',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            token: b.token,
            stake: stakeOf(b.country, 10, 200),
            src: oneOf(CHANNELS),
            betslip: [
              {
                sub_type_id: 1,
                special_bet_value: '',
                bet_pick: outcome.odd_key,
                odd_value: outcome.odd_value,
                outcome_id: outcome.outcome_id,
                parent_virtual_id: match.parent_virtual_id,
                parent_match_id: match.parent_virtual_id,
                match_id: match.parent_virtual_id,
                bet_type: 0,
              },
            ],
          },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      await book();
      clock = new Date(round.kick_off);
      await virtuals.tick(clock);
      clock = new Date(round.ends_at);
      expect((await virtuals.tick(clock)).settled).toBe(bettors.length);
      await book();

      // Casino: dice and wheel for everyone; a crash round with auto cash-outs.
      clock = at(day, '11:00:00');
      for (const b of bettors) {
        await playInstant(b, 'dice', stakeOf(b.country, 10, 300));
        await playInstant(b, 'wheel', stakeOf(b.country, 10, 300));
      }
      await book();
      let flight = undefined as Awaited<ReturnType<typeof latestRound>>;
      for (let i = 0; i < 20 && !flight; i++) {
        await crash.tick(clock);
        const r = (await latestRound(db))!;
        if (r.settled_at === null && clock < r.bet_window_ends_at) flight = r;
        else clock = new Date(Math.max(clock.getTime(), r.crashes_at.getTime()) + CRASH.pauseMs);
      }
      expect(flight).toBeDefined();
      const autos = [1.1, 1.5, 2, 3];
      for (const b of bettors) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/casino/crash/bet',
          headers: auth(b),
          payload: {
            round_id: Number(flight!.id),
            slot: 1,
            stake: stakeOf(b.country, 10, 200),
            auto_cashout: oneOf(autos),
          },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      await book();
      for (const m of autos) {
        const reached = new Date(
          flight!.bet_window_ends_at.getTime() +
            crashElapsedMsFor(Math.round(m * 100), CRASH.growthPerSecond) +
            1,
        );
        if (reached >= flight!.crashes_at) break;
        clock = reached;
        await crash.tick(clock);
      }
      clock = flight!.crashes_at;
      await crash.tick(clock);
      await book();

      // Pools: an entry per bettor (a few doubles on the staked pool).
      if (eventIds.size > 0) {
        clock = at(day, '12:00:00');
        for (const [bi, b] of bettors.entries()) {
          const event = (
            await t.app.inject({
              method: 'GET',
              url: `/api/jackpot/events/${eventIds.get(b.country)}`,
              headers: { 'x-country': b.country },
            })
          ).json().data as JackpotEvent;
          expect(event.currency).toBe(currencyOfCountry(b.country));
          const picks = event.matches.map((_, i) =>
            dayOfMonth === 23 && i === 0
              ? ['1']
              : kind === 'bingwa' && random() < 0.25
                ? ['1', 'X']
                : [oneOf(['1', 'X', '2'] as const) as string],
          );
          // The last bingwa's first match ends '2', a pick nobody made: its jackpot is carried.
          if (dayOfMonth === 23) decided.set(event.matches[0]!.parent_match_id, '2');
          // The first bettor's free line is made to win: the results follow it below.
          if (kind === 'free' && bi === 0)
            event.matches.forEach((m, i) => decided.set(m.parent_match_id, picks[i]![0] as '1'));
          const res = await t.app.inject({
            method: 'POST',
            url: kind === 'free' ? '/api/jackpot/free/bet' : '/api/jackpot/bet',
            headers: auth(b),
            payload: {
              event_id: event.event_id,
              src: oneOf(CHANNELS),
              selectedOdds: event.matches.map((m, i) => ({
                parent_match_id: m.parent_match_id,
                odds: picks[i],
              })),
            },
          });
          expect(res.statusCode, res.body).toBe(201);
        }
        await book();
      }

      // A cash-out before kick-off, when one is offered.
      clock = at(day, '13:00:00');
      const offerOf = placed[n % placed.length]!;
      const offer = await t.app.inject({
        method: 'GET',
        url: `/api/v2/cashout/offer?bet_id=${offerOf.betId}`,
        headers: { authorization: `Bearer ${offerOf.bettor.token}` },
      });
      if (offer.statusCode === 200 && offer.json().data.available) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v2/cashout',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            token: offerOf.bettor.token,
            bet_id: offerOf.betId,
            amount: offer.json().data.amount,
          },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await book();

      // The evening: every match resulted (one void a day) and settled; the pool settled.
      clock = at(day, '20:00:00');
      const voidIndex = int(0, 5);
      for (const [i, m] of [...prematch, ...live].entries()) {
        const winner =
          decided.get(m.id) ?? (i === voidIndex ? 'void' : oneOf(['1', 'X', '2'] as const));
        await resultMatch(t.ctx, m.id, winner, clock);
        if (winner !== 'void' && random() < 0.5) await totalOver(t, m.id);
        await settleMatch(t.ctx, m.id);
      }
      for (const eventId of eventIds.values())
        expect(await settleJackpotEvent(t.ctx, eventId)).not.toBeNull();
      await book();
    }

    // The month's last day: bets on 1 June's matches stay open over midnight, and a free bet
    // granted that day is unused; both are owed at the month's end.
    clock = at('2030-05-31', '18:00:00');
    await signIn();
    const june = [1, 2, 3].map((i) => ({
      id: 19_000 + i,
      start: at('2030-06-01', '12:00:00'),
      odds: { home: 1.8, draw: 3.4, away: 4.5 },
    }));
    await seedFixtureMatches(t.ctx, june);
    await loadCatalogIntoMemory(t.ctx);
    for (const [i, b] of bettors.entries()) {
      const m = june[i % 3]!;
      await placeSportsbook(b, {
        stake: stakeOf(b.country, 50, 400),
        betslip: [pick(m.id, '1', m.odds.home)],
        src: oneOf(CHANNELS),
      });
    }
    await grantFreeBet(bettors[4]!, 300);
    await book();
    // 1 June: they settle, and more is played (none of it in May's figures).
    clock = at('2030-06-01', '20:00:00');
    await signIn();
    for (const m of june) {
      await resultMatch(t.ctx, m.id, oneOf(['1', '2'] as const), clock);
      await settleMatch(t.ctx, m.id);
    }
    await playInstant(bettors[2]!, 'wheel', 100);
    await book();

    // The back office's figures.
    const finance = await createTestStaff(t.ctx, 'finance');
    const headers = asStaff(await staffToken(t.ctx, finance));
    const get = async <T>(url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const raw = await rawRows(t);
    const expected = recomputeGgr(raw, '2030-05-01', '2030-05-31');

    // The month generated what it should: every product and country, wins, voids, a free bet.
    const cells = [...expected.values()];
    expect(new Set(cells.map((c) => c.product))).toEqual(
      new Set([
        'sportsbook_prematch',
        'sportsbook_live',
        'shikisha',
        'virtuals',
        'jackpot_bingwa',
        'jackpot_free',
        'casino_dice',
        'casino_wheel',
        'casino_crash',
      ]),
    );
    expect(new Set(cells.map((c) => c.country))).toEqual(new Set(COUNTRIES));
    // The activity days and 31 May (the bets left open over the month's end).
    expect(new Set(cells.map((c) => c.day)).size).toBe(ACTIVITY_DAYS.length + 1);
    const sum = (f: (c: Cell) => number) => cells.reduce((s, c) => s + f(c), 0);
    expect(sum((c) => c.voids)).toBeGreaterThan(0);
    expect(sum((c) => c.returns)).toBeGreaterThan(0);
    expect(sum((c) => c.freeBetStakes)).toBe(5_000);
    expect(sum((c) => c.freeBetCost)).toBeGreaterThan(0);

    // GGR by day, product, country and channel: every line, every figure, to the cent.
    const ggr = await get<BoGgrResponse>(
      '/api/bo/reports/ggr?from=2030-05-01&to=2030-05-31&groupBy=day,product,country,channel',
    );
    const lineKey = (l: { day?: string; product?: string; country?: string; channel?: string }) =>
      `${l.day}|${l.product}|${l.country}|${l.channel}`;
    expect(ggr.lines.map(lineKey).sort()).toEqual([...expected.keys()].sort());
    for (const line of ggr.lines) {
      const c = expected.get(lineKey(line))!;
      expect(asCents(line), lineKey(line)).toEqual(figures(c));
      expect(line.currency, lineKey(line)).toBe(currencyOfCountry(line.country!));
    }
    // Totals: one per currency, each the sum of that currency's country only (never KES + GHS +
    // NGN); and grouped by product alone, each line still holds one currency's money.
    const totalsByCurrency = COUNTRIES.map((country) => ({
      currency: currencyOfCountry(country),
      ...figures(
        cells.filter((c) => c.country === country).reduce(addCell, emptyCell('', '', '', '')),
      ),
    })).sort((a, b) => (a.currency < b.currency ? -1 : 1));
    const withCurrency = (l: BoGgrResponse['totals'][number]) => ({
      currency: l.currency,
      ...asCents(l),
    });
    expect(ggr.totals.map(withCurrency)).toEqual(totalsByCurrency);
    const flat = await get<BoGgrResponse>(
      '/api/bo/reports/ggr?from=2030-05-01&to=2030-05-31&groupBy=',
    );
    expect(flat.totals.map(withCurrency)).toEqual(totalsByCurrency);
    expect(flat.lines).toEqual(flat.totals);
    const byProduct = await get<BoGgrResponse>(
      '/api/bo/reports/ggr?from=2030-05-01&to=2030-05-31&groupBy=product',
    );
    for (const line of byProduct.lines) {
      const country = COUNTRIES.find((c) => currencyOfCountry(c) === line.currency)!;
      const own = cells.filter((c) => c.product === line.product && c.country === country);
      expect(asCents(line), `${line.product} ${line.currency}`).toEqual(
        figures(own.reduce(addCell, emptyCell('', '', '', ''))),
      );
    }

    // Each country's tax return, for May and for June (1 June's settlements and play).
    const returns = { KE: 0, GH: 0, NG: 0 };
    for (const [period, from, to, before] of [
      ['2030-05', '2030-05-01', '2030-05-31', '2030-06-01'],
      ['2030-06', '2030-06-01', '2030-06-30', '2030-07-01'],
    ] as const) {
      const monthCells = [...recomputeGgr(raw, from, to).values()];
      for (const country of COUNTRIES) {
        const report = await get<BoTaxResponse>(
          `/api/bo/reports/tax?country=${country}&period=${period}`,
        );
        const tax = recomputeTax(raw, country, from, before);
        const where = `${country} ${period}`;
        const config = getCountryConfig(country);
        expect(report.rates).toEqual({
          excise: config.exciseTax,
          withholding: config.whtTax,
          gaming: GAMING_TAX_RATE[country],
        });
        expect(
          {
            bets: report.excise.bets,
            stakes: cents(report.excise.stakes),
            collected: cents(report.excise.collected),
          },
          where,
        ).toEqual(tax.excise);
        expect(
          report.withholding.lines.map((l) => ({
            bet_id: l.bet_id,
            profile_id: l.profile_id,
            mobile: l.mobile,
            name: l.name,
            id_number: l.id_number,
            paid_at: l.paid_at,
            paid: cents(l.paid),
            withholding: cents(l.withholding),
          })),
          where,
        ).toEqual(tax.withholding);
        expect(cents(report.withholding.total), where).toBe(
          tax.withholding.reduce((s, l) => s + l.withholding, 0),
        );
        const countryGgr = monthCells
          .filter((c) => c.country === country)
          .reduce((s, c) => s + c.stakes - c.voids - c.returns, 0);
        expect(cents(report.gaming.ggr), where).toBe(countryGgr);
        expect(cents(report.gaming.due), where).toBe(
          gamingTaxDue(countryGgr, GAMING_TAX_RATE[country]),
        );
        if (period === '2030-05') returns[country] = tax.withholding.length;
      }
    }
    // Kenya withholds on winnings (sportsbook and pools): May has some.
    expect(returns.KE).toBeGreaterThan(0);

    // What was owed at the end of the day before the month, of two pool days and of the month.
    const owedOn = async (date: string) => {
      const owed = await get<BoLiabilitiesResponse>(`/api/bo/reports/liabilities?date=${date}`);
      const cutoff = new Date(Date.parse(date) + 86_400_000).toISOString();
      const liabilities = recomputeLiabilities(raw, cutoff);
      expect(owed.as_of).toBe(cutoff);
      expect(
        owed.countries.map((c) => ({
          country: c.country,
          currency: c.currency,
          cash: cents(c.cash_balances),
          bonus: cents(c.bonus_balances),
          withdrawals: cents(c.withdrawals_pending),
          openBets: c.open_bets,
          openStakes: cents(c.open_stakes),
          potential: cents(c.open_potential_payouts),
          freeBets: cents(c.unused_free_bets),
          pools: cents(c.jackpot_pools),
          carries: cents(c.jackpot_carries),
          total: cents(c.total),
        })),
        date,
      ).toEqual(liabilities.countries);
      expect({ stakesHeld: cents(owed.house_all_currencies.stakes_held) }, date).toEqual(
        liabilities.house,
      );
      return liabilities;
    };
    for (const date of ['2030-04-30', '2030-05-09', '2030-05-23']) await owedOn(date);
    const monthEnd = await owedOn('2030-05-31');
    expect(monthEnd.countries.reduce((s, c) => s + c.openBets, 0)).toBe(bettors.length);
    expect(monthEnd.countries.reduce((s, c) => s + c.freeBets, 0)).toBe(30_000);
    // The last bingwa had no all-correct line: each country's pool is carried in its own
    // currency, still owed at the month's end.
    for (const c of monthEnd.countries) {
      expect(c.carries, c.country).toBeGreaterThan(0);
      expect(c.pools, c.country).toBeGreaterThanOrEqual(c.carries);
    }

    expect((await checkLedger(db)).ok).toBe(true);
  }, 600_000);
});

/** Makes a resulted match's "over 2.5" the winning total (resultMatch makes it lost). */
async function totalOver(t: TestApp, parentMatchId: number) {
  await t.ctx.db.query(
    `UPDATE markets SET outcomes = (
       SELECT jsonb_agg(jsonb_set(o, '{result}', to_jsonb(CASE WHEN o->>'odd_key' = 'over 2.5'
                THEN 'won' ELSE 'lost' END)) ORDER BY ord)
         FROM jsonb_array_elements(outcomes) WITH ORDINALITY AS e(o, ord))
      WHERE parent_match_id = $1 AND sub_type_id = 18`,
    [parentMatchId],
  );
}

// ---- The independent recomputation: raw rows, classified in plain code ----

interface Raw {
  transactions: Array<{
    id: number;
    kind: string;
    reference: string | null;
    profileId: number | null;
    at: Date;
  }>;
  entries: Array<{ transactionId: number; accountId: number; amount: number }>;
  accounts: Map<number, { profileId: number | null; kind: string }>;
  bets: Map<
    string,
    {
      id: number;
      product: string;
      betType: number;
      country: string;
      src: string | null;
      freeBet: boolean;
      stake: number;
      excise: number;
      finalPayout: number;
      amountPaid: number;
      withholding: number;
      profileId: number;
      settledAt: Date | null;
    }
  >;
  poolEntries: Map<string, { kind: string; withholding: number | null }>;
  profiles: Map<
    number,
    { country: string; mobile: string; name: string | null; idNumber: string | null }
  >;
  freeBets: Array<{
    country: string;
    amount: number;
    status: string;
    grantedAt: Date;
    expiresAt: Date;
    usedAt: Date | null;
    withdrawnAt: Date | null;
  }>;
  events: Array<{
    id: number;
    country: string;
    carriedOut: number;
    carriedTo: number | null;
    settledAt: Date | null;
    createdAt: Date;
  }>;
}

async function rawRows(t: TestApp): Promise<Raw> {
  const q = async <R>(sql: string) => (await t.ctx.db.query<R>(sql)).rows;
  const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
  const transactions = (
    await q<{
      id: string;
      kind: string;
      reference: string | null;
      profile_id: string | null;
      created_at: Date;
    }>('SELECT id, kind, reference, profile_id, created_at FROM ledger_transactions')
  ).map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    reference: r.reference,
    profileId: r.profile_id === null ? null : Number(r.profile_id),
    at: new Date(r.created_at),
  }));
  const entries = (
    await q<{ transaction_id: string; account_id: string; amount: string }>(
      'SELECT transaction_id, account_id, amount FROM ledger_entries',
    )
  ).map((r) => ({
    transactionId: Number(r.transaction_id),
    accountId: Number(r.account_id),
    amount: Number(r.amount),
  }));
  const accounts = new Map(
    (
      await q<{ id: string; profile_id: string | null; kind: string }>(
        'SELECT id, profile_id, kind FROM wallet_accounts',
      )
    ).map((r) => [
      Number(r.id),
      { profileId: r.profile_id === null ? null : Number(r.profile_id), kind: r.kind },
    ]),
  );
  const bets = new Map(
    (
      await q<Record<string, unknown>>(
        `SELECT id, product, bet_type, country, src, free_bet_id, stake, excise_tax, final_payout,
                amount_paid, settled_withholding_tax, profile_id, settled_at FROM bets`,
      )
    ).map((r) => [
      String(r.id),
      {
        id: Number(r.id),
        product: String(r.product),
        betType: Number(r.bet_type),
        country: String(r.country),
        src: r.src as string | null,
        freeBet: r.free_bet_id !== null,
        stake: num(r.stake),
        excise: num(r.excise_tax),
        finalPayout: num(r.final_payout),
        amountPaid: num(r.amount_paid),
        withholding: num(r.settled_withholding_tax),
        profileId: Number(r.profile_id),
        settledAt: r.settled_at ? new Date(r.settled_at as Date) : null,
      },
    ]),
  );
  const poolEntries = new Map(
    (
      await q<{ bet_id: string; kind: string; withholding_tax: string | null }>(
        'SELECT bet_id, kind, withholding_tax FROM jackpot_entries',
      )
    ).map((r) => [
      String(r.bet_id),
      { kind: r.kind, withholding: r.withholding_tax === null ? null : Number(r.withholding_tax) },
    ]),
  );
  const profiles = new Map(
    (
      await q<{
        id: string;
        country: string;
        mobile: string;
        name: string | null;
        id_number: string | null;
      }>(
        'SELECT id, country, mobile, kyc_official_name AS name, kyc_id_number AS id_number FROM profiles',
      )
    ).map((r) => [
      Number(r.id),
      { country: r.country, mobile: r.mobile, name: r.name, idNumber: r.id_number },
    ]),
  );
  const freeBets = (
    await q<Record<string, unknown>>(
      'SELECT country, amount, status, granted_at, expires_at, used_at, withdrawn_at FROM free_bets',
    )
  ).map((r) => ({
    country: String(r.country),
    amount: Number(r.amount),
    status: String(r.status),
    grantedAt: new Date(r.granted_at as Date),
    expiresAt: new Date(r.expires_at as Date),
    usedAt: r.used_at ? new Date(r.used_at as Date) : null,
    withdrawnAt: r.withdrawn_at ? new Date(r.withdrawn_at as Date) : null,
  }));
  const events = (
    await q<Record<string, unknown>>(
      'SELECT id, country, carried_out, carried_to, settled_at, created_at FROM jackpot_events',
    )
  ).map((r) => ({
    id: Number(r.id),
    country: String(r.country),
    carriedOut: num(r.carried_out),
    carriedTo: r.carried_to === null ? null : Number(r.carried_to),
    settledAt: r.settled_at ? new Date(r.settled_at as Date) : null,
    createdAt: new Date(r.created_at as Date),
  }));
  return { transactions, entries, accounts, bets, poolEntries, profiles, freeBets, events };
}

interface Cell {
  day: string;
  product: string;
  country: string;
  channel: string;
  bets: Set<number>;
  stakes: number;
  freeBetStakes: number;
  voids: number;
  returns: number;
  freeBetCost: number;
  bonusCost: number;
}

const emptyCell = (day: string, product: string, country: string, channel: string): Cell => ({
  day,
  product,
  country,
  channel,
  bets: new Set(),
  stakes: 0,
  freeBetStakes: 0,
  voids: 0,
  returns: 0,
  freeBetCost: 0,
  bonusCost: 0,
});

function addCell(a: Cell, b: Cell): Cell {
  return {
    ...a,
    bets: new Set([...a.bets, ...b.bets]),
    stakes: a.stakes + b.stakes,
    freeBetStakes: a.freeBetStakes + b.freeBetStakes,
    voids: a.voids + b.voids,
    returns: a.returns + b.returns,
    freeBetCost: a.freeBetCost + b.freeBetCost,
    bonusCost: a.bonusCost + b.bonusCost,
  };
}

/** The product a wager belongs to, named as the finance team reads it. */
function productOf(bet: { product: string; betType: number }, poolKind: string | undefined) {
  switch (bet.product) {
    case 'NORMAL':
      return bet.betType === 8 ? 'sportsbook_live' : 'sportsbook_prematch';
    case 'SHIKISHA':
      return 'shikisha';
    case 'VIRTUAL':
      return 'virtuals';
    case 'CASINO_DICE':
      return 'casino_dice';
    case 'CASINO_WHEEL':
      return 'casino_wheel';
    case 'CASINO_CRASH':
      return 'casino_crash';
    default:
      return `jackpot_${poolKind}`;
  }
}

/**
 * Every money movement of a wager (a ledger transaction whose reference is a bet's id, of any
 * kind) in [from, to]: the bettor's cash debited by its stake, the free-bet account spent on it,
 * cash handed back by a refund, any other cash movement (a win, a cash-out, a prize) as a
 * return (or the free bet's cost), the bonus credited.
 */
function recomputeGgr(raw: Raw, from: string, to: string): Map<string, Cell> {
  const byTx = new Map<number, Raw['entries']>();
  for (const e of raw.entries) byTx.set(e.transactionId, [...(byTx.get(e.transactionId) ?? []), e]);
  const cells = new Map<string, Cell>();
  for (const tx of raw.transactions) {
    const bet = tx.reference === null ? undefined : raw.bets.get(tx.reference);
    if (!bet) continue;
    const day = tx.at.toISOString().slice(0, 10);
    if (day < from || day > to) continue;
    const product = productOf(bet, raw.poolEntries.get(String(bet.id))?.kind);
    const channel = bet.src || 'unknown';
    const key = `${day}|${product}|${bet.country}|${channel}`;
    const cell = cells.get(key) ?? emptyCell(day, product, bet.country, channel);
    for (const e of byTx.get(tx.id) ?? []) {
      const account = raw.accounts.get(e.accountId)!;
      if (tx.kind === 'freebet_stake' && e.accountId === HOUSE_ACCOUNTS.freebets) {
        cell.freeBetStakes -= e.amount;
        cell.bets.add(bet.id);
      }
      if (account.profileId === null) continue;
      if (account.kind === 'bonus') cell.bonusCost += e.amount;
      if (account.kind !== 'cash') continue;
      if (tx.kind === 'stake') {
        cell.stakes -= e.amount;
        cell.bets.add(bet.id);
      } else if (tx.kind === 'refund') cell.voids += e.amount;
      else if (bet.freeBet) cell.freeBetCost += e.amount;
      else cell.returns += e.amount;
    }
    cells.set(key, cell);
  }
  return cells;
}

function figures(c: Cell) {
  const ggr = c.stakes - c.voids - c.returns;
  return {
    bets: c.bets.size,
    stakes: c.stakes,
    free_bet_stakes: c.freeBetStakes,
    voids: c.voids,
    returns: c.returns,
    bonus_cost: c.bonusCost,
    free_bet_cost: c.freeBetCost,
    ggr,
    ngr: ggr - c.bonusCost - c.freeBetCost,
  };
}

function asCents(l: BoGgrResponse['totals'][number]) {
  return {
    bets: l.bets,
    stakes: cents(l.stakes),
    free_bet_stakes: cents(l.free_bet_stakes),
    voids: cents(l.voids),
    returns: cents(l.returns),
    bonus_cost: cents(l.bonus_cost),
    free_bet_cost: cents(l.free_bet_cost),
    ggr: cents(l.ggr),
    ngr: cents(l.ngr),
  };
}

/** Excise of the month's unrefunded stakes; one withholding line per taxed payment. */
function recomputeTax(raw: Raw, country: string, from: string, before: string) {
  const inMonth = (d: Date) => d >= new Date(from) && d < new Date(before);
  const staked = new Set<string>();
  const refunded = new Set<string>();
  for (const tx of raw.transactions) {
    if (tx.reference === null) continue;
    if (tx.kind === 'stake' && inMonth(tx.at)) staked.add(tx.reference);
    if (tx.kind === 'refund') refunded.add(tx.reference);
  }
  const excised = [...staked]
    .filter((id) => !refunded.has(id))
    .map((id) => raw.bets.get(id))
    .filter((b) => b !== undefined && b.country === country);
  const withholding = raw.transactions
    .filter((tx) => tx.kind === 'payout' && inMonth(tx.at) && tx.reference !== null)
    .map((tx) => ({ tx, bet: raw.bets.get(tx.reference!) }))
    .filter(({ bet }) => bet !== undefined && bet.country === country)
    .map(({ tx, bet }) => {
      const pool = raw.poolEntries.get(String(bet!.id));
      const profile = raw.profiles.get(bet!.profileId)!;
      return {
        at: tx.at.getTime(),
        bet_id: bet!.id,
        profile_id: bet!.profileId,
        mobile: profile.mobile,
        name: profile.name,
        id_number: profile.idNumber,
        paid_at: tx.at.toISOString(),
        paid: bet!.amountPaid,
        withholding: pool && pool.withholding !== null ? pool.withholding : bet!.withholding,
      };
    })
    .filter((l) => l.withholding > 0)
    .sort((a, b) => a.at - b.at || a.bet_id - b.bet_id)
    .map(({ at: _at, ...line }) => line);
  return {
    excise: {
      bets: excised.length,
      stakes: excised.reduce((s, b) => s + b!.stake, 0),
      collected: excised.reduce((s, b) => s + b!.excise, 0),
    },
    withholding,
  };
}

/** The currency of a country's money, from the domain's configuration. */
function currencyOfCountry(country: string): string {
  return getCountryConfig(country as (typeof COUNTRIES)[number]).currency;
}

/** What bettors were owed at `cutoff`: balances, open wagers, unused free bets; the pools. */
function recomputeLiabilities(raw: Raw, cutoffIso: string) {
  const cutoff = new Date(cutoffIso);
  const txAt = new Map(raw.transactions.map((tx) => [tx.id, tx]));
  const byCountry = new Map<
    string,
    { cash: number; bonus: number; withdrawals: number; open: Set<string>; freeBets: number }
  >();
  const of = (country: string) => {
    const v = byCountry.get(country) ?? {
      cash: 0,
      bonus: 0,
      withdrawals: 0,
      open: new Set<string>(),
      freeBets: 0,
    };
    byCountry.set(country, v);
    return v;
  };
  const house = { stakesHeld: 0 };
  const pools = new Map<string, number>();
  const carries = new Map<string, number>();
  const poolCountry = new Map<number, string>(
    Object.entries(CURRENCY_HOUSE_ACCOUNTS.jackpotPools).map(([currency, id]) => [
      id,
      COUNTRIES.find((c) => currencyOfCountry(c) === currency)!,
    ]),
  );
  for (const e of raw.entries) {
    const tx = txAt.get(e.transactionId)!;
    if (tx.at >= cutoff) continue;
    const account = raw.accounts.get(e.accountId)!;
    if (account.profileId !== null) {
      const country = raw.profiles.get(account.profileId)!.country;
      if (account.kind === 'cash') of(country).cash += e.amount;
      if (account.kind === 'bonus') of(country).bonus += e.amount;
    } else if (e.accountId === HOUSE_ACCOUNTS.withdrawalsPending) {
      of(raw.profiles.get(tx.profileId!)!.country).withdrawals += e.amount;
    } else if (poolCountry.has(e.accountId)) {
      const country = poolCountry.get(e.accountId)!;
      pools.set(country, (pools.get(country) ?? 0) + e.amount);
    } else if (e.accountId === HOUSE_ACCOUNTS.stakes || e.accountId === HOUSE_ACCOUNTS.casinoStakes)
      house.stakesHeld += e.amount;
  }
  const staked = new Set<string>();
  const closed = new Set<string>();
  for (const tx of raw.transactions) {
    if (tx.at >= cutoff || tx.reference === null) continue;
    if (tx.kind === 'stake' || tx.kind === 'freebet_stake') staked.add(tx.reference);
    if (['payout', 'bet_lost', 'refund', 'cashout'].includes(tx.kind)) closed.add(tx.reference);
  }
  for (const id of staked) {
    const bet = raw.bets.get(id);
    if (!bet || closed.has(id)) continue;
    // A pool entry that lost moves no money at its settlement: its row says it is settled.
    if (raw.poolEntries.has(id) && bet.settledAt !== null && bet.settledAt < cutoff) continue;
    of(bet.country).open.add(id);
  }
  for (const f of raw.freeBets) {
    const unused =
      f.grantedAt < cutoff &&
      f.expiresAt > cutoff &&
      (f.withdrawnAt === null || f.withdrawnAt > cutoff) &&
      (f.status === 'active' || (f.usedAt !== null && f.usedAt > cutoff));
    if (unused) of(f.country).freeBets += f.amount;
  }
  const created = new Map(raw.events.map((e) => [e.id, e.createdAt]));
  for (const e of raw.events) {
    if (e.carriedOut <= 0 || e.settledAt === null || e.settledAt >= cutoff) continue;
    if (e.carriedTo === null || created.get(e.carriedTo)! >= cutoff)
      carries.set(e.country, (carries.get(e.country) ?? 0) + e.carriedOut);
  }
  const countries = [...byCountry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([country, v]) => {
      const open = [...v.open].map((id) => raw.bets.get(id)!);
      const potential = open.reduce(
        (s, b) => s + (raw.poolEntries.has(String(b.id)) ? b.stake : b.finalPayout),
        0,
      );
      return {
        country,
        currency: currencyOfCountry(country),
        cash: v.cash,
        bonus: v.bonus,
        withdrawals: v.withdrawals,
        openBets: open.length,
        openStakes: open.reduce((s, b) => s + b.stake, 0),
        potential,
        freeBets: v.freeBets,
        pools: pools.get(country) ?? 0,
        carries: carries.get(country) ?? 0,
        total: v.cash + v.withdrawals + potential + v.freeBets,
      };
    });
  return { countries, house };
}
