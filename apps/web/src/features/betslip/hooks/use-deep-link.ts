import { useEffect, useRef } from 'react';
import { isSameOdd } from '@shangwe/domain';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../shared/notice-store';
import { useBetslipStore } from '../../../shared/betslip-store';
import { DEEP_LINK_FLAG } from '../api/place-bet';
import { DEEP_LINK_KEYS, DEEP_LINK_TEXTS, readDeepLink, resolveDeepLink } from '../api/deep-link';

/**
 * Handles `?action=instantbet|instantbetlive&...` (spec 01 §2): adds the named pick at the
 * server's current price, sets the stake when given, shows the spec's success or failure text,
 * then removes the deep-link values from the address so a reload does not add it again.
 */
export function useDeepLink(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const parsed = readDeepLink(search);
    if (!parsed || handled.current === location.search) return;
    handled.current = location.search;
    void (async () => {
      const result = parsed.ok
        ? await resolveDeepLink(parsed.value)
        : ({ ok: false, message: parsed.failure.message } as const);
      if (!result.ok) {
        notify({ type: 'error', message: result.message });
      } else {
        const store = useBetslipStore.getState();
        const already = store.slips.main.some((p) => isSameOdd(p, result.pick));
        // A deep link always means "add": never toggle an existing pick off.
        const added = already ? { ok: true as const } : store.addPick('main', result.pick);
        if (!added.ok) {
          notify({ type: 'error', message: added.message });
        } else {
          if (result.stake !== null) store.setStake('main', result.stake);
          try {
            sessionStorage.setItem(DEEP_LINK_FLAG, '1');
          } catch {
            // private mode: the bet simply carries no deep-link affiliate id
          }
          notify({ type: 'success', message: DEEP_LINK_TEXTS.success });
        }
      }
      const rest = new URLSearchParams(location.search);
      for (const key of DEEP_LINK_KEYS) rest.delete(key);
      const query = rest.toString();
      await navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, {
        replace: true,
      });
    })();
  }, [location.search, location.pathname, location.hash, navigate]);
}
