import { lazy, Suspense, useEffect, useState } from 'react';
import { useDepositPromptStore } from '../../../shared/deposit-prompt-store';

const DepositSheet = lazy(() =>
  import('./deposit-sheet').then((m) => ({ default: m.DepositSheet })),
);

/**
 * Mounted once by the shell as an overlay. It stays tiny until the first time a screen calls
 * `openDeposit()`: only then is the form (validators, providers query) downloaded, so visits
 * that never deposit pay nothing for it.
 */
export function DepositPromptHost() {
  const open = useDepositPromptStore((s) => s.open);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <DepositSheet />
    </Suspense>
  );
}
