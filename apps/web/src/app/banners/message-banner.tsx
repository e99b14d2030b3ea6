/**
 * A banner in one of its three modes (spec 02 §2.8): advanced (icon, title, message, action
 * button, optional close), confirm ('See this notification again?' Yes/No) and basic (title,
 * message, action, optional close). Dismiss-forever is stored per banner name.
 */
import { useState } from 'react';
import { Link } from '../../lib/app-link';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { msg, t, tAny } from '../../lib/i18n';
import { useLiteMode } from '../../shared/lite-mode';
import { useBannerStore, type BannerMessage } from './banner-store';

/** The question of the confirm mode. */
export const SEE_AGAIN_QUESTION = msg('See this notification again?');

/** Props of {@link MessageBanner}. */
export interface MessageBannerProps {
  /** The per-banner name under which dismiss-forever is stored. */
  name: string;
  message: BannerMessage;
  className?: string;
  /** Called when the bettor closes the banner (any way). */
  onClosed?: (forever: boolean) => void;
  onAction?: () => void;
}

function ActionLink({ message, onAction }: { message: BannerMessage; onAction?: () => void }) {
  if (!message.actionLabel || !message.actionUrl) return null;
  const external = /^https?:\/\//.test(message.actionUrl);
  return external ? (
    <a
      className="btn btn-accent btn-sm"
      href={message.actionUrl}
      target="_blank"
      rel="noreferrer"
      onClick={onAction}
    >
      {message.actionLabel}
    </a>
  ) : (
    <Link className="btn btn-accent btn-sm" to={message.actionUrl} onClick={onAction}>
      {message.actionLabel}
    </Link>
  );
}

/** Shows `message` until dismissed. */
export function MessageBanner({
  name,
  message,
  className = '',
  onClosed,
  onAction,
}: MessageBannerProps) {
  const lite = useLiteMode();
  const dismissedForever = useBannerStore((s) => !!s.dismissedForever[name]);
  const hidden = useBannerStore((s) => !!s.hiddenThisVisit[name]);
  const dismissForever = useBannerStore((s) => s.dismissForever);
  const hideForVisit = useBannerStore((s) => s.hideForVisit);
  const [confirming, setConfirming] = useState(false);

  if (dismissedForever || hidden) return null;

  const close = () => {
    if (message.confirmDismissForever) {
      setConfirming(true);
      return;
    }
    hideForVisit(name);
    onClosed?.(false);
  };

  if (confirming) {
    return (
      <div
        className={`msg-banner msg-banner-confirm ${className}`}
        role="dialog"
        data-testid={`banner-${name}`}
      >
        <p>{tAny(SEE_AGAIN_QUESTION)}</p>
        <div className="msg-banner-actions">
          <Button
            variant="secondary"
            className="btn-sm"
            onClick={() => {
              hideForVisit(name);
              onClosed?.(false);
            }}
          >
            {t('Yes')}
          </Button>
          <Button
            className="btn-sm"
            onClick={() => {
              dismissForever(name);
              onClosed?.(true);
            }}
          >
            {t('No')}
          </Button>
        </div>
      </div>
    );
  }

  const advanced = message.advanced && !message.basic;
  return (
    <div
      className={`msg-banner ${advanced ? 'msg-banner-advanced' : 'msg-banner-basic'} ${className}`}
      role="region"
      aria-label={message.title}
      data-testid={`banner-${name}`}
    >
      {advanced && message.image && !lite ? (
        <img className="msg-banner-icon" src={message.image} alt="" width={40} height={40} />
      ) : null}
      <div className="msg-banner-text">
        <strong>{message.title}</strong>
        <span>{message.msg}</span>
      </div>
      <ActionLink message={message} onAction={onAction} />
      {message.dismissable ? (
        <button type="button" className="icon-btn" aria-label={t('Close banner')} onClick={close}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
