import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePremiumZoneStore } from '../../shared/premium-zone-store';
import { Button } from './button';
import { Modal } from './modal';

/** The 'Premium zone' modal (spec 02 §2.6); mounted once by the shell. */
export function PremiumZoneModal() {
  const pending = usePremiumZoneStore((s) => s.pending);
  const close = usePremiumZoneStore((s) => s.close);
  const proceed = usePremiumZoneStore((s) => s.proceed);
  const navigate = useNavigate();
  const [hide, setHide] = useState(false);
  return (
    <Modal
      open={pending !== null}
      onClose={close}
      title="Premium zone"
      testId="premium-zone"
      footer={
        <Button
          onClick={() => {
            const to = proceed(hide);
            if (to) void navigate(to);
          }}
        >
          Proceed
        </Button>
      }
    >
      <p>
        You are entering a rich experience with live video, animations and graphics that consumes
        more data than the rest of the site. We suggest you connect to WiFi.
      </p>
      <label className="check">
        <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} />
        Don&apos;t show this notice again
      </label>
    </Modal>
  );
}
