import { useBannerStore } from './banner-store';
import { useSessionStore } from '../../shared/session-store';
import { MessageBanner } from './message-banner';

/** The banner name of a top-navigation message: one dismiss-forever record per message. */
export const topBannerName = (title: string) => `top-message:${title}`;

/**
 * The dismissable banner of the top navigation (spec 02 §2.4): logged-in users only, when a
 * message exists (title, message, image, action label and url).
 */
export function TopMessageBanner() {
  const authenticated = useSessionStore((s) => s.authenticated);
  const message = useBannerStore((s) => s.message);
  if (!authenticated || !message) return null;
  return <MessageBanner name={topBannerName(message.title)} message={message} />;
}
