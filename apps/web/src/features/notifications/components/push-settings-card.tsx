import { PUSH_TEXTS } from '@shangwe/contract';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui';
import { msg, t, tAny } from '../../../lib/i18n';
import { useSessionStore } from '../../../shared/session-store';
import { useSettingsStore } from '../../../shared/settings-store';
import {
  BLOCKED_INSTRUCTIONS,
  browserPushEnvironment,
  permissionState,
  permissionStatusText,
  type PushEnvironment,
} from '../push/push-permission';
import {
  PushError,
  currentSubscription,
  subscribeToPush,
  unsubscribeFromPush,
} from '../push/push-subscription';
import '../notifications.css';

/** The card's buttons. */
export const PUSH_BUTTONS = {
  on: msg('Turn on notifications'),
  off: msg('Turn off notifications'),
} as const;

/** What the card says about this browser's subscription. */
export const PUSH_SUBSCRIBED_TEXT = msg('Bet results and free bets arrive on this device.');

/**
 * The push notifications settings card (spec 02 §4.5): the permission state (denied, default,
 * granted, unsupported) with the spec's status text, and subscribe / unsubscribe.
 */
export function PushSettingsCard({ env }: { env?: PushEnvironment }) {
  const [browser] = useState<PushEnvironment>(() => env ?? browserPushEnvironment());
  const [state, setState] = useState(() => permissionState(browser));
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = useSessionStore((s) => s.user);
  const setNotifications = useSettingsStore((s) => s.setNotifications);

  const refresh = useCallback(() => {
    setState(permissionState(browser));
    void currentSubscription(browser).then((subscription) => setSubscribed(!!subscription));
  }, [browser]);

  useEffect(() => {
    refresh();
    // The bettor may change the permission in the browser's site settings meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const run = async (action: () => Promise<unknown>, on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setNotifications(on);
    } catch (cause) {
      const fallback = on ? PUSH_TEXTS.enableError : PUSH_TEXTS.unregisterError;
      setError(cause instanceof PushError ? cause.message : fallback);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const owner = user ? { profileId: Number(user.id), mobile: String(user.mobile) } : null;
  const canAct = state !== 'unsupported' && state !== 'denied' && subscribed !== null;

  return (
    <section
      className="push-card"
      aria-labelledby="push-card-title"
      data-testid="push-settings"
      data-state={state}
      data-subscribed={subscribed === null ? undefined : String(subscribed)}
    >
      <h2 id="push-card-title" className="push-card__title">
        {t('Push notifications')}
      </h2>
      <p className="push-card__status" role="status" data-testid="push-status">
        {tAny(permissionStatusText(state))}
      </p>
      {state === 'denied' ? <p className="push-card__hint">{tAny(BLOCKED_INSTRUCTIONS)}</p> : null}
      {state === 'granted' && subscribed ? (
        <p className="push-card__hint">{tAny(PUSH_SUBSCRIBED_TEXT)}</p>
      ) : null}
      {canAct ? (
        subscribed ? (
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => void run(() => unsubscribeFromPush(browser), false)}
          >
            {tAny(PUSH_BUTTONS.off)}
          </Button>
        ) : (
          <Button
            loading={busy}
            onClick={() => void run(() => subscribeToPush(browser, owner), true)}
          >
            {tAny(PUSH_BUTTONS.on)}
          </Button>
        )
      ) : null}
      {error ? (
        <p className="push-card__error" role="alert" data-testid="push-error">
          {tAny(error)}
        </p>
      ) : null}
    </section>
  );
}
