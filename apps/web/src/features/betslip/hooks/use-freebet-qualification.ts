import { useEffect, useState } from 'react';
import { APP_SRC, FREEBET_QUALIFICATION_ID, TIMERS_MS } from '@shangwe/domain';
import type { FreeBetQualificationResponse } from '@shangwe/contract';
import { checkFreebetQualification } from '../../../shared/offers-queries';
import { useSessionStore } from '../../../shared/session-store';
import { APP_VERSION } from '../api/place-bet';

/** What the check looks at: the slip's stake, total odds, pick count and applied free bet. */
export interface QualificationInput {
  stake: number;
  totalOdds: number;
  selections: number;
  fbpid: number | null;
}

/**
 * POST {freebets}qualification for the slip as it stands, debounced 1 s with free_bet_id 3
 * (spec 01 §7, §9): only the last state of a burst of edits is asked about, and an answer that
 * arrives after a newer edit is dropped. Visitors and empty slips ask nothing. A failed check
 * shows nothing: the server checks the bet again when it is placed.
 */
export function useFreebetQualification(input: QualificationInput) {
  const authenticated = useSessionStore((s) => s.authenticated);
  const profileId = useSessionStore((s) => s.user?.id);
  const [answer, setAnswer] = useState<FreeBetQualificationResponse | null>(null);
  const { stake, totalOdds, selections, fbpid } = input;
  const askable = authenticated && selections > 0 && Number.isFinite(stake) && stake > 0;

  useEffect(() => {
    if (!askable) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const id = Number(profileId);
      checkFreebetQualification(
        {
          profile_id: Number.isSafeInteger(id) && id > 0 ? id : undefined,
          bet_amount: stake,
          total_odd: totalOdds,
          free_bet_id: FREEBET_QUALIFICATION_ID,
          selections,
          fbpid: fbpid ?? undefined,
          app_version: APP_VERSION,
          client: APP_SRC,
        },
        controller.signal,
      ).then(setAnswer, () => {
        if (!controller.signal.aborted) setAnswer(null);
      });
    }, TIMERS_MS.freebetQualificationDebounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [askable, stake, totalOdds, selections, fbpid, profileId]);

  return askable ? answer : null;
}
