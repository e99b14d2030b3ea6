import { casinoStakeRefusal, toMajor, type CasinoGameId, type Cents } from '@shangwe/domain';
import { countryConfigOf } from '../wagers/slip-quote';
import { refusal, type Refusal } from '../wagers/wager-product';
import { limitsFor } from './casino-limits';

/** The stake-limit refusal of a casino stake in the bettor's country, with the figure. */
export function casinoStakeLimitRefusal(
  country: string,
  game: CasinoGameId,
  stake: Cents,
): Refusal | null {
  const limits = limitsFor(country, game);
  const code = casinoStakeRefusal(stake, limits);
  if (!code) return null;
  const symbol = countryConfigOf(country).currencySymbol;
  return code === 'STAKE_BELOW_MINIMUM'
    ? refusal(
        'casino_stake_low',
        code,
        `Minimum bet amount not reached: the minimum stake is ${symbol} ${toMajor(limits.minStake)}`,
      )
    : refusal(
        'casino_stake_high',
        code,
        `Maximum bet amount exceeded: the maximum stake is ${symbol} ${toMajor(limits.maxStake)}`,
      );
}
