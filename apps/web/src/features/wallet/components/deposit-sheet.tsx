import { BottomSheet, Modal } from '../../../components/ui';
import { useIsDesktop } from '../../../lib/use-breakpoint';
import { useDepositPromptStore } from '../../../shared/deposit-prompt-store';
import { DepositForm } from './deposit-form';

/**
 * The deposit form in a bottom sheet on a phone, a modal on a desktop, as the deposit prompt
 * store asks (top bar Deposit, profile, the betslip's 'Insufficient Funds' prompt).
 */
export function DepositSheet() {
  const { open, reason, amount, closeDeposit } = useDepositPromptStore();
  const isDesktop = useIsDesktop();
  if (!open) return null;
  // A new key per opening resets the form (amount, state) each time.
  const form = (
    <DepositForm
      key={`${reason}-${amount ?? ''}`}
      reason={reason}
      initialAmount={amount}
      onLeave={closeDeposit}
    />
  );
  return isDesktop ? (
    <Modal open onClose={closeDeposit} testId="deposit-modal">
      {form}
    </Modal>
  ) : (
    <BottomSheet state="open" onClose={closeDeposit} testId="deposit-sheet">
      {form}
    </BottomSheet>
  );
}
