import type { DicePlayBody, WheelPlayBody } from '@shangwe/contract';
import {
  casinoTaxes,
  cents,
  type Cents,
  diceMultiplierX10000,
  dicePayout,
  diceRollFromHash,
  diceWinningRolls,
  diceWins,
  instantResultHash,
  PRODUCT,
  toCents,
  WHEEL_SEGMENTS,
  wheelPayout,
  wheelSegmentFromHash,
} from '@shangwe/domain';
import { isUniqueViolation } from '../db/errors';
import {
  isRefusal,
  refusal,
  type Refusal,
  type WagerProduct,
  storedPlacementAnswer,
} from '../wagers/wager-product';
import { limitsFor } from './casino-limits';
import { CASINO_ACCOUNTS, CASINO_BET_TYPE } from './crash-wager';
import { takeNonce } from './seed-pairs';
import { casinoStakeLimitRefusal } from './stake-judging';

/** The draw of one instant bet, fixed at pricing from the player's pair and next nonce. */
interface InstantDraw {
  outcome: number;
  target: number | null;
  direction: string | null;
  multiplierX10000: number;
  payout: Cents;
}

type Game = 'dice' | 'wheel';

/**
 * An instant game as a pipeline product: priced by drawing its result from HMAC-SHA256(server
 * seed, client seed:nonce) of the player's active pair; the casino_instant_bets companion row
 * (written by the placement statement) takes the nonce once (unique per pair), so two bets at
 * once never share a draw. Settled right after placement from the stored payout.
 */
function instantProduct<Slip extends { stake: number }>(
  game: Game,
  name: string,
  draw: (slip: Slip, hash: string, stake: Cents, maxWin: Cents) => InstantDraw | Refusal,
): WagerProduct<Slip> {
  return {
    name,
    scope: game,
    houseAccounts: CASINO_ACCOUNTS,
    notifiesSettlement: false,
    judge: () => null,
    pricer: {
      async fromDatabase(ctx, bettor, slip, now, claim) {
        const stored = await storedPlacementAnswer(ctx.db, claim);
        if (stored) return { stored, priced: refusal('replay', 'CONFLICT') };
        const stake = toCents(slip.stake);
        const limited = casinoStakeLimitRefusal(bettor.country, game, stake);
        if (limited) return { stored: null, priced: limited };
        const { pair, nonce } = await takeNonce(ctx.db, bettor.profileId, now);
        const hash = instantResultHash(pair.server_seed, pair.client_seed, nonce);
        const drawn = draw(slip, hash, stake, limitsFor(bettor.country, game).maxWin);
        if (isRefusal(drawn)) return { stored: null, priced: drawn };
        const taxes = casinoTaxes(bettor.country, stake, drawn.payout);
        return {
          stored: null,
          priced: {
            bet: {
              bet_type: CASINO_BET_TYPE,
              stake,
              excise_tax: taxes.exciseTaxCents,
              total_odd: drawn.multiplierX10000 / 10_000,
              possible_win: drawn.payout,
              withholding_tax: taxes.withholdingTaxCents,
              bonus: 0,
              final_payout: taxes.paidCents,
              points: 0,
            },
            legs: [],
            judged: null,
            decideAfterSeconds: null,
            metricType: `casino_${game}`,
            companion: {
              sql: (param) => `INSERT INTO casino_instant_bets (bet_id, profile_id, game,
                  seed_pair_id, nonce, target, direction, outcome, multiplier_x10000, payout, created_at)
                SELECT b.id, ${param(bettor.profileId)}::bigint, ${param(game)}::text,
                       ${param(pair.id)}::bigint, ${param(nonce)}::int, ${param(drawn.target)}::int,
                       ${param(drawn.direction)}::text, ${param(drawn.outcome)}::int,
                       ${param(drawn.multiplierX10000)}::int, ${param(drawn.payout)}::bigint,
                       ${param(now)}::timestamptz
                  FROM b`,
            },
          },
        };
      },
    },
    refusalOfWriteError(error) {
      // Nonces are taken atomically; this guards the rule itself (the route draws again).
      return isUniqueViolation(error, 'casino_instant_bets_nonce_once')
        ? refusal('casino_nonce_taken', 'CONFLICT', 'Another bet was placed at the same moment')
        : null;
    },
    placedMessage: (shortId) => `Your ${game} bet ${shortId} has been placed.`,
    decidedMessage: (shortId) => `Your ${game} bet ${shortId} has been placed.`,
    decide: () => Promise.resolve(null),
    async settle(tx, bet) {
      const { rows } = await tx.query<{ payout: number; multiplier_x10000: number }>(
        'SELECT payout, multiplier_x10000 FROM casino_instant_bets WHERE bet_id = $1',
        [bet.id],
      );
      const row = rows[0];
      if (!row) return { outcome: 'void' };
      const payout = Number(row.payout);
      if (payout === 0) return { outcome: 'lost' };
      const taxes = casinoTaxes(bet.country, cents(Number(bet.stake)), cents(payout));
      return {
        outcome: 'won',
        paidCents: taxes.paidCents,
        totalOdd: Math.floor(row.multiplier_x10000 / 100) / 100,
        withholdingTaxCents: taxes.withholdingTaxCents,
        bonusCents: 0,
      };
    },
  };
}

/** Dice (bets.product CASINO_DICE). */
export const diceBet = instantProduct<DicePlayBody>(
  'dice',
  PRODUCT.casinoDice,
  (slip, hash, stake, maxWin) => {
    const target = Math.round(slip.target * 100);
    const winning =
      Math.abs(target - slip.target * 100) < 1e-6 ? diceWinningRolls(target, slip.direction) : null;
    if (winning === null) return refusal('dice_target', 'CASINO_TARGET_INVALID');
    const roll = diceRollFromHash(hash);
    const won = diceWins(roll, target, slip.direction);
    return {
      outcome: roll,
      target,
      direction: slip.direction,
      multiplierX10000: diceMultiplierX10000(winning),
      payout: won ? dicePayout(stake, winning, maxWin) : (0 as Cents),
    };
  },
);

/** Spin wheel (bets.product CASINO_WHEEL). */
export const wheelBet = instantProduct<WheelPlayBody>(
  'wheel',
  PRODUCT.casinoWheel,
  (_slip, hash, stake, maxWin) => {
    const segment = wheelSegmentFromHash(hash);
    return {
      outcome: segment,
      target: null,
      direction: null,
      multiplierX10000: WHEEL_SEGMENTS[segment]! * 100,
      payout: wheelPayout(stake, segment, maxWin),
    };
  },
);
