/**
 * The data notifier (spec 01 §4, spec 02 §4.7): tells users of the carrier running a free data
 * promotion that a section is not part of it, then continues to the route.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { t } from '../../lib/i18n';
import { useSettingsStore } from '../../shared/settings-store';

/** The data notifier dialog. */
export function DataNotifier() {
  const notifier = useSettingsStore((s) => s.dataNotifier);
  const update = useSettingsStore((s) => s.updateDataNotifier);
  const navigate = useNavigate();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const close = () => update({ show: false, doNotShowAgain });
  return (
    <Modal
      open={notifier.show}
      onClose={close}
      title={t('Data charges apply')}
      testId="data-notifier"
      footer={
        <Button
          onClick={() => {
            const route = notifier.next.nextType === 'route' ? notifier.next.nextRoute : null;
            close();
            if (route) void navigate(route);
          }}
        >
          {t('Continue')}
        </Button>
      }
    >
      <p>
        {t(
          'This section is not part of the free data promotion. Normal data charges from your network apply while you use it.',
        )}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={doNotShowAgain}
          onChange={(e) => setDoNotShowAgain(e.target.checked)}
        />
        {t("Don't show again")}
      </label>
    </Modal>
  );
}
