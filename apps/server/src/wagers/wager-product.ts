import { errorCodes, type ErrorCode } from '@shangwe/contract';
import type { SessionUser } from '../auth/session';
import type {
  BetRow,
  JudgedLegState,
  LegRow,
  NewBet,
  NewLeg,
  StakeSource,
  WagerCompanion,
} from './bet-store';
import type { WagerPresenter } from './bet-presenter';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { DomainError } from '../platform/errors';
import { findStoredAnswer, type StoredAnswer } from '../wallet/idempotency';
import type { HouseAccount } from '../wallet/ledger';

/** Why a wager is refused: the bettor's words (`error`) and the counter label (`reason`). */
export interface Refusal {
  refused: true;
  reason: string;
  error: Error;
}

/**
 * A refusal of a wager, counted by `reason` in bets_rejected_total. Its HTTP status is the one
 * the contract's error registry gives `code` (the one place a refusal becomes an answer);
 * `message` is the precise text (a match name, a country's limit), else the registry's.
 */
export function refusal(
  reason: string,
  code: ErrorCode,
  message?: string,
  details: Record<string, unknown> = {},
): Refusal {
  // A plain error named by its code: the app's error handler gives it the registry's status.
  return {
    refused: true,
    reason,
    error: new DomainError(code, message ?? errorCodes[code].message, details),
  };
}

/**
 * Every product's first check: a slip naming a profile (`profile_id`) must name the bettor's
 * own; otherwise refused as another bettor's betslip.
 */
export function profileRefusal(
  bettor: Pick<SessionUser, 'profileId'>,
  slip: { profile_id?: number | undefined },
): Refusal | null {
  return slip.profile_id !== undefined && slip.profile_id !== bettor.profileId
    ? refusal('profile_mismatch', 'PROFILE_MISMATCH', 'This betslip belongs to another profile')
    : null;
}

/**
 * The answer already stored under a placement's idempotency key (a retry replays it,
 * whatever the prices say now), or null; every pricer reads it before pricing.
 */
export function storedPlacementAnswer(
  db: Queryable,
  claim: { scope: string; key: string } | null,
): Promise<StoredAnswer | null> {
  return claim ? findStoredAnswer(db, claim.scope, claim.key) : Promise.resolve(null);
}

export const isRefusal = <T>(value: T | Refusal): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

/** Columns a placement stores as the request gave them (share code, source, promotion, affiliate). */
export interface WagerExtra {
  share_code: string | null;
  src: string | null;
  promo_id: string | null;
  affiliate_id: string | null;
}

/** A claim on an idempotency key: the scope, the key and the hash of the request. */
export interface Claim {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * A wager the domain accepted at the prices of its pricing source: the rows to write (figures
 * in minor units, from the domain quote) and, when priced from a copy kept in memory, the state
 * the write must find unchanged in the database.
 */
export interface PricedWager {
  bet: Omit<
    NewBet,
    | 'short_id'
    | 'ref'
    | 'profile_id'
    | 'country'
    | 'product'
    | 'status'
    | 'decide_at'
    | 'free_bet_id'
    | keyof WagerExtra
  >;
  legs: Omit<NewLeg, 'leg_no'>[];
  /** Per leg, what the memory copy saw (null: priced from the database, nothing to compare). */
  judged: JudgedLegState[] | null;
  /**
   * True: the trading limits were not read before pricing (wagers/trading-limits.ts); the
   * placement statement judges the stake limits itself, and a wager over one is priced again
   * from the database (which reads them for the offer). Absent: read before, or none apply.
   */
  limitsInWrite?: boolean;
  /** Seconds before the wager is decided (it waits 'pending', like live bets); null: at once. */
  decideAfterSeconds: number | null;
  /** Its label in bets_placed_total{bet_type} ('prematch', 'live', ...). */
  metricType: string;
  /** The product's own row, written in the same statement (a jackpot entry); none if absent. */
  companion?: WagerCompanion;
  /**
   * What the product must know later about how it priced the wager (the Shikisha model state,
   * re-priced from after a void pick), as JSON: written by the same statement as the wager, so
   * no wager exists without it; read back with `placedProductState`. Absent for most.
   */
  productState?: object;
  /**
   * Where the stake comes from when not the bettor's cash: a free bet (offers/), claimed once
   * by the placement statement itself. Absent: the bettor's cash.
   */
  funding?: WagerFunding;
}

/** A stake funded from elsewhere than the bettor's cash (see PricedWager.funding). */
export interface WagerFunding {
  source: StakeSource;
  /** Stored as bets.free_bet_id: the settler and refunds give the stake back to it. */
  freeBetId: number;
  /** The refusal when the statement could not claim it (used or expired meanwhile). */
  unavailable: Refusal;
}

/**
 * Where a product's prices come from: catalog prices, the Shikisha joint price, virtual prices,
 * fixed jackpot lines, casino games. Each answer is already judged by the domain against those
 * prices (a moved price, a closed market, the country's stake and odds rules).
 */
export interface Pricer<Slip> {
  /**
   * From a copy kept in memory, when the product has one (no round trip): the write then checks
   * the database still holds what was `judged`, and prices again from the database if not.
   */
  fromMemory?(
    ctx: AppContext,
    bettor: SessionUser,
    slip: Slip,
    now: Date,
  ): Promise<PricedWager | Refusal>;
  /**
   * From the database, the last word; also reads the answer already stored under `claim` in
   * the same round trip (a retry of a finished request replays it, whatever the prices now).
   */
  fromDatabase(
    ctx: AppContext,
    bettor: SessionUser,
    slip: Slip,
    now: Date,
    claim: Claim | null,
  ): Promise<{ stored: StoredAnswer | null; priced: PricedWager | Refusal }>;
}

/** What settling a wager found: still open, or its outcome and, when won, the payout. */
export type Settlement =
  | { outcome: null }
  | { outcome: 'lost' }
  | { outcome: 'void' }
  | {
      outcome: 'won';
      /** The domain's payout (minor units) and the figures it was computed with. */
      paidCents: number;
      totalOdd: number;
      withholdingTaxCents: number;
      bonusCents: number;
    };

/**
 * One product of the wager pipeline (see README.md): validate (contract, at the route) → judge
 * → price → debit and write (the pipeline, one statement through the wallet) → decide → settle
 * → notify (the pipeline). A product supplies only what is its own.
 */
export interface WagerProduct<Slip> {
  /** bets.product of its wagers. */
  name: string;
  /** Idempotency scope prefix of its placements ('bet' → 'bet:{profileId}'). */
  scope: string;
  /** The domain's verdict on the slip alone (duplicates, capacity, bet types), before any price. */
  judge(bettor: SessionUser, slip: Slip): Refusal | null;
  pricer: Pricer<Slip>;
  /** Stored with the wager; shown to the bettor when placed or pending. */
  placedMessage(shortId: string, pending: boolean): string;
  /** Tells the bettor a waiting wager's decision: accepted (`reason` null) or refused and refunded. */
  decidedMessage(shortId: string, reason: string | null): string;
  /**
   * Decides a wager that waited `decideAfterSeconds` (in the transaction holding its row
   * locked): null accepts it, a reason (the bettor's words) refuses it and refunds the stake.
   * `ctx.env` carries the feed's clock (seed, time scale) for a product priced from the model.
   */
  decide(
    tx: Queryable,
    bet: BetRow,
    legs: LegRow[],
    now: Date,
    ctx: Pick<AppContext, 'env'>,
  ): Promise<string | null>;
  /**
   * Marks newly resulted legs (in `tx`, the wager's row locked) and returns the wager's outcome
   * once known. The pipeline moves the money and notifies.
   */
  settle(tx: Queryable, bet: BetRow, legs: LegRow[], now: Date): Promise<Settlement>;
  /**
   * The refusal a failed placement statement means for this product (its companion row broke a
   * unique rule: a second free jackpot line), or null to let the error through.
   */
  refusalOfWriteError?(error: unknown): Refusal | null;
  /**
   * The house accounts its money moves through (the casino keeps its own books); absent: the
   * sportsbook's `stakes`, `payouts` and `revenue`.
   */
  houseAccounts?: WagerHouseAccounts;
  /**
   * false: the settler sends no `bet won` notification (a casino round is settled every few
   * seconds in front of the player; the game shows the result itself).
   */
  notifiesSettlement?: boolean;
  /** What its wagers show in My Bets besides the pipeline's summary (lines, round proofs). */
  presenter?: WagerPresenter;
}

/** Where a product's stakes are held, its payouts beyond the stake come from, lost stakes go. */
export interface WagerHouseAccounts {
  stakes: HouseAccount;
  payouts: HouseAccount;
  revenue: HouseAccount;
}
