import {
  formatHourMinute,
  KEYPAD_PICKS,
  keypadDateOfBirth,
  smsMoney,
  smsRepliesIn,
  ussdTextsIn,
  type SmsReplies,
  type UssdTexts,
  ussdChoices,
  ussdScreen,
  type CountryConfig,
  type KeypadPick,
  type UssdAnswer,
} from '@shangwe/domain';
import type { ProfileRow } from '../accounts/accounts-repository';
import { catalogStoreFor, type CachedMatch } from '../catalog/catalog-store';
import { localDay } from '../fixtures-print/fixtures-lister';
import type { AppContext } from '../platform/context';
import { quoteBet } from '../wagers/slip-quote';
import { asBettor, joinByPhone, keypadBettor } from './keypad-bettor';
import {
  keypadBalance,
  keypadBets,
  keypadDeposit,
  keypadJackpot,
  keypadJackpots,
  keypadWithdraw,
} from './keypad-money';
import { keypadSlip, placeKeypadSlip, type KeypadBetOutcome } from './keypad-wagers';
import { openMatchesByGameId, savePendingBet, takePendingBet } from './sms-repository';

/** One USSD request, after the gateway's fields were checked. */
export interface UssdRequest {
  sessionId: string;
  mobile: string;
  config: CountryConfig;
  text: string;
}

const TOP_MATCHES = 5;
const con = (...lines: string[]) => ussdScreen('CON', lines);
const end = (...lines: string[]) => ussdScreen('END', lines);

/** A request with the texts of the bettor's language (issue 36). */
type Asked = UssdRequest & { replies: SmsReplies; say: UssdTexts };

/**
 * Answers one USSD request. The gateway resends the whole path of answers every time
 * (`text` = '3*12345*1*100'), so each screen is a function of the path: a retried request
 * gets the same screen, and every money step is keyed by the session and its path, so a retry
 * moves nothing twice. '0' goes back, '00' to the main menu.
 */
export async function answerUssd(ctx: AppContext, sent: UssdRequest): Promise<UssdAnswer> {
  const path = ussdChoices(sent.text);
  const brand = sent.config.appName;
  const profile = await keypadBettor(ctx, sent.mobile);
  const request: Asked = {
    ...sent,
    replies: smsRepliesIn(profile?.language),
    say: ussdTextsIn(profile?.language),
  };
  const { replies, say } = request;
  const INVALID = () => end(say.invalid);
  if (!profile) {
    if (path.length === 0) return con(say.welcome(brand), say.joinNow);
    if (path[0] !== '1' || path.length > 2) return INVALID();
    // Registration asks a date of birth and refuses under-18s; so does the USSD join.
    if (path.length === 1) return con(say.dateOfBirth);
    const dob = keypadDateOfBirth(path[1]!, ctx.now());
    if (!dob.ok) return end(replies.refused(dob.message));
    await joinByPhone(ctx, request.mobile, request.config, 'ussd', dob.value);
    return end(replies.joined(brand, request.config.currency));
  }
  if (path.length === 0) return con(brand, ...say.mainMenu);
  const [choice, ...rest] = path;
  const currency = request.config.currency;
  switch (choice) {
    case '1': {
      const { cash, bonus } = await keypadBalance(ctx, profile.id);
      return end(replies.balance(cash, bonus, currency));
    }
    case '2':
      return amountStep(rest, say.invalid, say.depositAmount(currency), async (amount) =>
        asBettor(ctx, profile, 'ussd', async (user) => {
          const key = `ussd:${request.sessionId}:deposit:${amount}`;
          const done = await keypadDeposit(ctx, user, request.config, amount, key);
          return end(
            done.ok ? replies.deposit(done.amount, currency) : replies.refused(done.message),
          );
        }),
      );
    case '3':
      if (rest.length === 0) return con(say.enterGameId);
      return betSteps(ctx, request, profile, Number(rest[0]), rest.slice(1));
    case '4':
      return topMatches(ctx, request, profile, rest);
    case '5':
      return jackpotSteps(ctx, request, profile, rest);
    case '6':
      return amountStep(rest, say.invalid, say.withdrawAmount(currency), async (amount) =>
        asBettor(ctx, profile, 'ussd', async (user) => {
          const key = `ussd:${request.sessionId}:withdraw:${amount}`;
          const done = await keypadWithdraw(ctx, user, request.config, amount, key);
          return end(
            done.ok
              ? replies[done.pendingApproval ? 'withdrawPendingApproval' : 'withdraw'](
                  done.amount,
                  done.balance,
                  currency,
                )
              : replies.refused(done.message),
          );
        }),
      );
    case '7':
      return end(replies.bets(await keypadBets(ctx, profile.id, 4), currency));
    default:
      return INVALID();
  }
}

async function amountStep(
  rest: string[],
  invalid: string,
  prompt: string,
  act: (amount: string) => Promise<UssdAnswer>,
): Promise<UssdAnswer> {
  if (rest.length === 0) return con(prompt);
  if (rest.length > 1) return end(invalid);
  return act(rest[0]!);
}

/** The picks of a match a keypad can take, with their current prices. */
function offeredPicks(match: CachedMatch): { pick: KeypadPick; odds: number }[] {
  const out: { pick: KeypadPick; odds: number }[] = [];
  for (const pick of KEYPAD_PICKS) {
    const market = match.byKey.get(`${pick.sub_type_id}|${pick.special_bet_value}`);
    if (!market || market.bet_status !== 'ACTIVE') continue;
    const odd = market.odds.find((o) => o.odd_key === pick.odd_key);
    if (odd && odd.odd_value > 1) out.push({ pick, odds: odd.odd_value });
  }
  return out;
}

/**
 * Bet by game id: the match and its picks → the stake → a summary to confirm → placed. A
 * price that moved before the confirmation is shown again and placed on a second '1'.
 */
async function betSteps(
  ctx: AppContext,
  request: Asked,
  profile: ProfileRow,
  gameId: number,
  rest: string[],
): Promise<UssdAnswer> {
  const currency = request.config.currency;
  const ids = Number.isInteger(gameId) ? await openMatchesByGameId(ctx.db, [gameId]) : new Map();
  const parentId = ids.get(gameId);
  const store = await catalogStoreFor(ctx);
  const match = parentId === undefined ? undefined : store.matches.get(parentId);
  if (!match) return end(request.replies.unknownGame(gameId));
  const picks = offeredPicks(match);
  if (picks.length === 0) return end(request.replies.noPick(gameId, '1X2'));
  const title = `${gameId} ${match.rec.home_team} v ${match.rec.away_team}`;
  if (rest.length === 0)
    return con(title, ...picks.map((p, i) => `${i + 1}. ${p.pick.code} @${p.odds.toFixed(2)}`));
  const chosen = picks[Number(rest[0]) - 1];
  if (!chosen) return end(request.say.invalid);
  if (rest.length === 1)
    return con(
      `${gameId} ${chosen.pick.code} @${chosen.odds.toFixed(2)}`,
      request.say.stakePrompt(currency),
    );
  const stake = rest[1]!;
  const amount = Number(stake);
  if (!(amount > 0)) return end(request.say.notAStake(stake));
  if (rest.length === 2) {
    const quote = quoteBet(profile.country, {
      stake: amount,
      odds: [chosen.odds],
      live: match.rec.status === 'live',
    });
    if (quote.failure) return end(request.replies.refused(quote.failure.message));
    return con(
      `${gameId} ${chosen.pick.code} @${chosen.odds.toFixed(2)}`,
      request.say.stake(smsMoney(amount, currency)),
      request.say.payout(smsMoney(quote.finalPayoutCents / 100, currency)),
      request.say.placeBet,
      request.say.cancel,
    );
  }
  if (rest[2] !== '1') return end(request.say.betCancelled);
  const key = `ussd:${request.sessionId}:bet:${gameId}:${chosen.pick.code}:${stake}`;
  if (rest.length === 4 && rest[3] === '1') {
    // The bettor accepted the moved price shown on the previous screen.
    const pending = await takePendingBet(ctx.db, request.mobile, ctx.now());
    if (!pending) return end(request.replies.nothingToConfirm());
    return asBettor(ctx, profile, 'ussd', async (user) =>
      betEnd(ctx, request, await placeKeypadSlip(ctx, user, pending.slip, `${key}:accepted`)),
    );
  }
  if (rest.length !== 3) return end(request.say.invalid);
  const built = await keypadSlip(ctx, [{ gameId, pick: chosen.pick }], stake);
  if (!('slip' in built)) return betEnd(ctx, request, built);
  return asBettor(ctx, profile, 'ussd', async (user) =>
    betEnd(ctx, request, await placeKeypadSlip(ctx, user, built.slip, key)),
  );
}

async function betEnd(
  ctx: AppContext,
  request: Asked,
  outcome: KeypadBetOutcome,
): Promise<UssdAnswer> {
  const currency = request.config.currency;
  switch (outcome.kind) {
    case 'placed':
      return end(
        outcome.pending
          ? request.replies.betPending(outcome.betCode)
          : request.replies.betPlaced(
              outcome.betCode,
              outcome.legs,
              outcome.stake,
              outcome.possibleWin,
              currency,
            ),
      );
    case 'moved': {
      const now = ctx.now();
      await savePendingBet(ctx.db, {
        mobile: request.mobile,
        gatewayId: `ussd:${request.sessionId}`,
        slip: outcome.slip,
        expiresAt: new Date(now.getTime() + ctx.env.sms.confirmWindowSeconds * 1000),
        now,
      });
      const moved = outcome.moved.map(
        (m) => `${m.gameId} ${m.code} ${m.was.toFixed(2)}>${m.now.toFixed(2)}`,
      );
      return con(
        request.say.oddsChanged(moved.join(', ')),
        request.say.payout(smsMoney(outcome.possibleWin, currency)),
        request.say.placeAtNewOdds,
        request.say.cancel,
      );
    }
    case 'unknown-game':
      return end(request.replies.unknownGame(outcome.gameId));
    case 'no-pick':
      return end(request.replies.noPick(outcome.gameId, outcome.code));
    case 'refused':
      return end(request.replies.refused(outcome.message));
  }
}

/** Today's first soccer matches not yet started (country's calendar), soonest first. */
async function topMatches(
  ctx: AppContext,
  request: Asked,
  profile: ProfileRow,
  rest: string[],
): Promise<UssdAnswer> {
  const store = await catalogStoreFor(ctx);
  const now = ctx.now();
  const zone = request.config.timezone;
  const today = localDay(now, zone);
  const list = store
    .openMatchesOf(1)
    .filter(
      (m) =>
        m.rec.status === 'not_started' &&
        m.rec.start_time.getTime() > now.getTime() &&
        m.rec.game_id !== null &&
        localDay(m.rec.start_time, zone) === today,
    )
    .slice(0, TOP_MATCHES);
  if (list.length === 0) return end(request.say.noMatchesToday);
  if (rest.length === 0)
    return con(
      ...list.map(
        (m, i) =>
          `${i + 1}. ${m.rec.game_id} ${formatHourMinute(m.rec.start_time, zone)} ${m.rec.home_team} v ${m.rec.away_team}`,
      ),
    );
  const match = list[Number(rest[0]) - 1];
  if (!match) return end(request.say.invalid);
  return betSteps(ctx, request, profile, match.rec.game_id!, rest.slice(1));
}

/** USSD keypads have no X: picks are typed 1 (home), 3 (draw), 2 (away). */
async function jackpotSteps(
  ctx: AppContext,
  request: Asked,
  profile: ProfileRow,
  rest: string[],
): Promise<UssdAnswer> {
  const jackpot = (await keypadJackpots(ctx, profile.country))[0];
  if (!jackpot) return end(request.replies.noJackpot());
  const n = jackpot.games.length;
  const price = smsMoney(jackpot.stakePerLine, jackpot.currency);
  if (rest.length === 0)
    return con(
      request.say.jackpotTitle(jackpot.name, n, price),
      request.say.jackpotHowTo(n),
      request.say.jackpotExample,
    );
  const typed = rest[0]!;
  if (!/^[123]+$/.test(typed) || typed.length !== n) return end(request.say.jackpotExactly(n));
  const picks = typed.split('').map((d) => (d === '3' ? 'X' : d));
  return asBettor(ctx, profile, 'ussd', async (user) => {
    const done = await keypadJackpot(
      ctx,
      user,
      picks,
      `ussd:${request.sessionId}:jackpot:${typed}`,
    );
    if (done.kind === 'placed')
      return end(request.replies.jackpotPlaced(done.betCode, done.stake, request.config.currency));
    if (done.kind === 'none') return end(request.replies.noJackpot());
    if (done.kind === 'count') return end(request.replies.jackpotCount(done.needed));
    return end(request.replies.refused(done.message));
  });
}
