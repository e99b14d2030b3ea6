import { useState } from 'react';
import type { CasinoGame } from '@shangwe/domain';
import { Button, EmptyState, Loader } from '../../../../components/ui';
import { useCrashGame } from '../../hooks/use-crash-game';
import { useLiveMultiplier } from '../../hooks/use-live-multiplier';
import { liveList, myBetInSlot } from '../../crash-view';
import { GameInfoSheet } from '../game-info-sheet';
import { CrashBetPanel } from './crash-bet-panel';
import { CrashFairness } from './crash-fairness';
import { CrashHistory } from './crash-history';
import { CrashLiveBets } from './crash-live-bets';
import { CrashStage } from './crash-stage';
import { CrashVerifySheet } from './crash-verify';
import { t } from '../../../../lib/i18n';

/**
 * The crash game: the history of crash points, the stage (countdown, then the rising
 * multiplier), the two bet panels, and the round's live bets. Anybody may watch; betting needs a
 * login. The server decides every cash-out by its own clock; the page only shows.
 */
export function CrashGame({ game }: { game: CasinoGame }) {
  const { view, state, bet, cashout } = useCrashGame();
  const live = useLiveMultiplier(view);
  const [verifying, setVerifying] = useState<number | null>(null);

  if (!view) {
    if (state.isError) {
      return (
        <EmptyState
          action={
            <Button variant="secondary" onClick={() => void state.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      );
    }
    return <Loader fill />;
  }

  return (
    <div className="crash-game">
      <div className="crash-game__play">
        <CrashHistory recent={view.recent} onVerify={setVerifying} />
        <CrashStage round={view.round} hundredths={live.hundredths} elapsedMs={live.elapsedMs} />
        <div className="crash-game__panels">
          {([1, 2] as const).map((slot) => (
            <CrashBetPanel
              key={slot}
              slot={slot}
              round={view.round}
              bet={myBetInSlot(view, slot)}
              hundredths={live.hundredths}
              onBet={bet}
              onCashout={cashout}
            />
          ))}
        </div>
      </div>
      <CrashLiveBets bets={liveList(view)} mine={view.mine} />
      <CrashVerifySheet roundId={verifying} onClose={() => setVerifying(null)} />
      <GameInfoSheet game={game} fairness={<CrashFairness round={view.round} />} />
    </div>
  );
}
