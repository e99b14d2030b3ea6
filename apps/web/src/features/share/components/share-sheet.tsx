import { useEffect, useRef, useState } from 'react';
import type { SocialUrls } from '@shangwe/contract';
import { BottomSheet, Modal } from '../../../components/ui';
import { msg, t, tAny } from '../../../lib/i18n';
import { useIsDesktop } from '../../../lib/use-breakpoint';
import { useBetslipStore, type ShareRequest } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';
import { useEncodeShareMutation } from '../api/encode-share';
import './share.css';

export const SHARE_FAILED_MESSAGE = msg('Failed to share betslip');
export const COPY_OK_MESSAGE = msg('Copied the code successfully');
export const COPY_FAILED_MESSAGE = msg('Unable to copy, please try again');

const SOCIAL_LABELS: [keyof SocialUrls, string][] = [
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['telegram', 'Telegram'],
];

/** The content of the share sheet: encodes once on open, then code, links and Copy Link. */
export function ShareContent({ request, onClose }: { request: ShareRequest; onClose: () => void }) {
  const encode = useEncodeShareMutation();
  const profileId = Number(useSessionStore.getState().user?.id);
  const [copyNote, setCopyNote] = useState<{ ok: boolean; text: string } | null>(null);
  const requested = useRef(false);
  const { mutate } = encode;

  useEffect(() => {
    // One encode per opening, even under StrictMode's double effect run.
    if (requested.current) return;
    requested.current = true;
    mutate({
      ...request,
      profileId: Number.isSafeInteger(profileId) && profileId > 0 ? profileId : undefined,
    });
  }, [mutate, request, profileId]);

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyNote({ ok: true, text: COPY_OK_MESSAGE });
    } catch {
      setCopyNote({ ok: false, text: COPY_FAILED_MESSAGE });
    }
  };

  const data = encode.data;
  return (
    <div className="share-sheet" data-testid="share-sheet">
      {encode.isPending && (
        <p className="share-sheet__status" role="status">
          {t('Sharing…')}
        </p>
      )}
      {encode.isError && (
        <p className="share-sheet__error" role="alert">
          {tAny(SHARE_FAILED_MESSAGE)}
        </p>
      )}
      {data && (
        <>
          <p className="share-sheet__code">
            {t('Betslip code:')} <strong data-testid="share-code">{data.code}</strong>
          </p>
          <ul className="share-sheet__social">
            {SOCIAL_LABELS.map(([key, label]) => (
              <li key={key}>
                <a href={data.meta.social_urls[key]} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <label className="share-sheet__link">
            <span>{t('Share link')}</span>
            <input
              readOnly
              value={data.link}
              aria-label={t('Share link')}
              data-testid="share-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <button type="button" className="share-sheet__copy" onClick={() => void copy(data.link)}>
            {t('Copy Link')}
          </button>
          {copyNote && (
            <p className={copyNote.ok ? 'share-sheet__ok' : 'share-sheet__error'} role="status">
              {tAny(copyNote.text)}
            </p>
          )}
        </>
      )}
      <button type="button" className="share-sheet__cancel" onClick={onClose}>
        {t('Cancel')}
      </button>
    </div>
  );
}

/**
 * The share sheet (spec 01 §2): a bottom sheet on mobile and a modal on desktop, both closing on
 * Escape. Mounted once by the app; opened by any screen through `requestShare` of the betslip
 * store.
 */
export function ShareSheetHost() {
  const request = useBetslipStore((s) => s.shareRequest);
  const close = useBetslipStore((s) => s.closeShare);
  const desktop = useIsDesktop();
  if (!request) return null;
  const content = <ShareContent request={request} onClose={close} />;
  return desktop ? (
    <Modal open onClose={close} title={t('Share betslip')} testId="share-modal">
      {content}
    </Modal>
  ) : (
    <BottomSheet
      state="open"
      onClose={close}
      title={t('Share betslip')}
      testId="share-bottom-sheet"
    >
      {content}
    </BottomSheet>
  );
}
