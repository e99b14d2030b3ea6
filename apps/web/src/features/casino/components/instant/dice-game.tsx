import { useState } from 'react';
import {
  DICE_RTP_PERCENT,
  diceMultiplier,
  diceWinningRolls,
  formatCurrency,
  type CasinoGame,
  type DiceDirection,
} from '@shangwe/domain';
import type { InstantPlayResponse } from '@shangwe/contract';
import { useCountryConfig } from '../../../../shared/country-store';
import { play } from '../../hooks/casino-sound';
import { useInstantPlay } from '../../hooks/use-instant-play';
import { GameInfoSheet } from '../game-info-sheet';
import { InstantHistory } from './instant-history';
import { PlayControls } from './play-controls';
import { SeedPanel } from './seed-panel';

/** The targets the slider offers (whole numbers keep every chance within 1%–98% both ways). */
const TARGET_MIN = 2;
const TARGET_MAX = 98;

/** What a target and direction give: winning rolls, chance, multiplier (domain rules). */
export function diceTerms(target: number, direction: DiceDirection) {
  const winning = diceWinningRolls(Math.round(target * 100), direction);
  return winning === null
    ? null
    : { winning, chance: winning / 100, multiplier: diceMultiplier(winning) };
}

function DiceFairness({ game }: { game: CasinoGame }) {
  const { seeds } = useInstantPlay();
  return (
    <div className="casino-fairness">
      <p>
        Each roll is HMAC-SHA256(server seed, “client seed:nonce”): its first 52 bits pick one of
        10,000 rolls, 00.00 to 99.99, all equally likely. The multiplier is {DICE_RTP_PERCENT} ÷
        chance, so every target returns {game.rtpPercent}%.
      </p>
      {seeds.data ? <SeedPanel seeds={seeds.data} /> : <p>Log in to see your seeds.</p>}
    </div>
  );
}

/**
 * Dice: pick a number and roll under or over it; the bar shows the winning zone and where the
 * roll landed. The seeds are shown before the roll; past rolls verify in the browser.
 */
export function DiceGame({ game }: { game: CasinoGame }) {
  const config = useCountryConfig();
  const { seeds, mutation, authenticated } = useInstantPlay();
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<InstantPlayResponse | null>(null);
  const terms = diceTerms(target, direction);
  const roll = last?.result.game === 'dice' ? last.result.roll : null;

  const onPlay = (stakeCents: number) => {
    mutation.mutate(
      { game: 'dice', stake: stakeCents / 100, target, direction },
      {
        onSuccess: (answer) => {
          setLast(answer);
          play(answer.won ? 'win' : 'lose');
        },
      },
    );
  };

  const zoneLeft = direction === 'under' ? 0 : target;
  const zoneWidth = direction === 'under' ? target : 100 - target;

  return (
    <div className="instant-game dice-game">
      <section className="instant-stage" aria-label="Roll" data-testid="dice-stage">
        <p
          className={`dice-roll${roll === null ? '' : last?.won ? ' dice-roll--won' : ' dice-roll--lost'}`}
          data-testid="dice-roll"
          aria-live="polite"
        >
          {roll === null ? '--.--' : roll.toFixed(2)}
        </p>
        <p className="instant-stage__note" data-testid="instant-outcome">
          {last
            ? last.won
              ? `You won ${formatCurrency(last.payout, config)}`
              : 'No win this time'
            : `Roll ${direction} ${target.toFixed(2)} to win`}
        </p>
        <div className="dice-track" aria-hidden="true">
          <span
            className="dice-track__zone"
            style={{ left: `${zoneLeft}%`, width: `${zoneWidth}%` }}
          />
          {roll !== null ? (
            <span
              key={last?.bet_id}
              className={`dice-track__marker${last?.won ? ' is-won' : ''}`}
              style={{ left: `${roll}%` }}
            />
          ) : null}
        </div>
        <div className="dice-track__scale" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
        <input
          className="dice-slider"
          type="range"
          min={TARGET_MIN}
          max={TARGET_MAX}
          step={1}
          value={target}
          aria-label="Target number"
          disabled={mutation.isPending}
          onChange={(e) => setTarget(Number(e.target.value))}
        />
        <div className="dice-terms">
          <div className="dice-direction" role="group" aria-label="Roll direction">
            {(['under', 'over'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={direction === d}
                disabled={mutation.isPending}
                onClick={() => setDirection(d)}
              >
                Roll {d}
              </button>
            ))}
          </div>
          <dl>
            <div>
              <dt>Target</dt>
              <dd data-testid="dice-target">{target.toFixed(2)}</dd>
            </div>
            <div>
              <dt>Chance</dt>
              <dd>{terms ? `${terms.chance.toFixed(2)}%` : '—'}</dd>
            </div>
            <div>
              <dt>Multiplier</dt>
              <dd>{terms ? `${terms.multiplier}x` : '—'}</dd>
            </div>
          </dl>
        </div>
      </section>
      <PlayControls
        game="dice"
        label="Roll"
        authenticated={authenticated}
        busy={mutation.isPending}
        error={mutation.error}
        onPlay={onPlay}
      />
      {seeds.data ? (
        <p className="instant-seedline">
          Next roll: server seed hash <code>{seeds.data.server_seed_hash.slice(0, 16)}…</code> ·
          nonce {seeds.data.nonce}
        </p>
      ) : null}
      {authenticated ? <InstantHistory game="dice" /> : null}
      <GameInfoSheet game={game} fairness={<DiceFairness game={game} />} />
    </div>
  );
}
