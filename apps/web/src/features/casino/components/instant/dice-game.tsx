import { useState } from 'react';
import {
  DICE_MAX_CHANCE_PERCENT,
  DICE_RTP_PERCENT,
  diceMultiplier,
  diceTargetRange,
  diceWinningRolls,
  type CasinoGame,
  type DiceDirection,
} from '@shangwe/domain';
import type { InstantPlayResponse } from '@shangwe/contract';
import { play } from '../../hooks/casino-sound';
import { useInstantPlay } from '../../hooks/use-instant-play';
import { InstantBetPanel, InstantOutcome } from './instant-bet-panel';
import { msg, t } from '../../../../lib/i18n';

/**
 * The whole-number targets the slider offers in a direction: the domain's allowed range
 * (chance 1%–96%), so the screen never offers a target the server refuses.
 */
export function sliderRange(direction: DiceDirection): { min: number; max: number } {
  const { min, max } = diceTargetRange(direction);
  return { min: Math.ceil(min / 100), max: Math.floor(max / 100) };
}

const clampTarget = (target: number, direction: DiceDirection) => {
  const { min, max } = sliderRange(direction);
  return Math.min(max, Math.max(min, target));
};

/** What a target and direction give: winning rolls, chance, multiplier (domain rules). */
export function diceTerms(target: number, direction: DiceDirection) {
  const winning = diceWinningRolls(Math.round(target * 100), direction);
  return winning === null
    ? null
    : { winning, chance: winning / 100, multiplier: diceMultiplier(winning) };
}

/**
 * Dice: pick a number and roll under or over it; the bar shows the winning zone and where the
 * roll landed. The seeds are shown before the roll; past rolls verify in the browser.
 */
export function DiceGame({ game }: { game: CasinoGame }) {
  const instant = useInstantPlay();
  const { mutation } = instant;
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<InstantPlayResponse | null>(null);
  const terms = diceTerms(target, direction);
  const range = sliderRange(direction);
  // At the high-chance end the screen says why it stops there (the API refuses beyond it too).
  const atChanceLimit = terms !== null && terms.chance >= DICE_MAX_CHANCE_PERCENT - 1;
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
      <section className="instant-stage" aria-label={t('Roll')} data-testid="dice-stage">
        <p
          className={`dice-roll${roll === null ? '' : last?.won ? ' dice-roll--won' : ' dice-roll--lost'}`}
          data-testid="dice-roll"
          aria-live="polite"
        >
          {roll === null ? '--.--' : roll.toFixed(2)}
        </p>
        <InstantOutcome
          answer={last}
          idle={
            direction === 'under'
              ? t('Roll under {target} to win', { target: target.toFixed(2) })
              : t('Roll over {target} to win', { target: target.toFixed(2) })
          }
        />
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
          min={range.min}
          max={range.max}
          step={1}
          value={target}
          aria-label={t('Target number')}
          disabled={mutation.isPending}
          onChange={(e) => setTarget(clampTarget(Number(e.target.value), direction))}
        />
        {atChanceLimit ? (
          <p className="dice-limit" role="note" data-testid="dice-limit">
            {t(
              'The chance stops at {percent}%: above it a win would pay back little or nothing beyond your stake.',
              { percent: DICE_MAX_CHANCE_PERCENT },
            )}
          </p>
        ) : null}
        <div className="dice-terms">
          <div className="dice-direction" role="group" aria-label={t('Roll direction')}>
            {(['under', 'over'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={direction === d}
                disabled={mutation.isPending}
                onClick={() => {
                  setDirection(d);
                  setTarget((t) => clampTarget(t, d));
                }}
              >
                {d === 'under' ? t('Roll under') : t('Roll over')}
              </button>
            ))}
          </div>
          <dl>
            <div>
              <dt>{t('Target')}</dt>
              <dd data-testid="dice-target">{target.toFixed(2)}</dd>
            </div>
            <div>
              <dt>{t('Chance')}</dt>
              <dd>{terms ? `${terms.chance.toFixed(2)}%` : '—'}</dd>
            </div>
            <div>
              <dt>{t('Multiplier')}</dt>
              <dd>{terms ? `${terms.multiplier}x` : '—'}</dd>
            </div>
          </dl>
        </div>
      </section>
      <InstantBetPanel
        game={game}
        id="dice"
        label={msg('Roll')}
        instant={instant}
        busy={mutation.isPending}
        onPlay={onPlay}
        fairness={
          <>
            {t(
              'Each roll is HMAC-SHA256(server seed, “client seed:nonce”): its first 52 bits pick one of 10,000 rolls, 00.00 to 99.99, all equally likely. The multiplier is {rtp} ÷ chance, so every target returns {percent}%.',
              { rtp: DICE_RTP_PERCENT, percent: game.rtpPercent },
            )}
          </>
        }
      />
    </div>
  );
}
