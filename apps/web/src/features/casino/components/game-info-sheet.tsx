import type { ReactNode } from 'react';
import type { CasinoGame } from '@shangwe/domain';
import { BottomSheet } from '../../../components/ui';
import { useInfoSheet } from '../stores/info-sheet';
import { t, tAny } from '../../../lib/i18n';

/**
 * The rules and the fairness details of a game, one tap from the game (the bar's ⓘ): how to
 * play, the stated return to player, and the game's own proof (seed hashes, verify).
 */
export function GameInfoSheet({ game, fairness }: { game: CasinoGame; fairness: ReactNode }) {
  const open = useInfoSheet((s) => s.open);
  const setOpen = useInfoSheet((s) => s.setOpen);
  return (
    <BottomSheet
      state={open ? 'open' : 'close'}
      onClose={() => setOpen(false)}
      title={t('{game}: rules and fairness', { game: game.name })}
      testId="casino-info-sheet"
    >
      <div className="casino-info">
        <h3>{t('How to play')}</h3>
        <ol className="casino-info__rules">
          {game.rules.map((rule) => (
            <li key={rule}>{tAny(rule)}</li>
          ))}
        </ol>
        <p className="casino-info__rtp">
          {t('Return to player:')} <strong>{game.rtpPercent}%</strong>
        </p>
        <h3>{t('Provably fair')}</h3>
        {fairness}
      </div>
    </BottomSheet>
  );
}
