import { create } from 'zustand';

/**
 * Why the deposit sheet is open: a plain deposit (top bar, profile) or the betslip's
 * insufficient-balance prompt, which has its own title and text (spec 01 §2).
 */
export type DepositPromptReason = 'deposit' | 'insufficient-funds';

/** What the deposit sheet shows when it opens. */
export interface DepositPromptRequest {
  reason?: DepositPromptReason;
  /** Amount pre-filled in the form (major units), e.g. the stake that could not be covered. */
  amount?: number;
}

interface DepositPromptState {
  open: boolean;
  reason: DepositPromptReason;
  amount: number | undefined;
  /** Opens the deposit sheet from anywhere (betslip, top bar, profile). */
  openDeposit: (request?: DepositPromptRequest) => void;
  closeDeposit: () => void;
}

/**
 * The one place any screen asks for the deposit sheet. The app layout renders the wallet
 * feature's `DepositPromptHost`, which reads this store; features never import each other.
 */
export const useDepositPromptStore = create<DepositPromptState>((set) => ({
  open: false,
  reason: 'deposit',
  amount: undefined,
  openDeposit: (request = {}) =>
    set({ open: true, reason: request.reason ?? 'deposit', amount: request.amount }),
  closeDeposit: () => set({ open: false, amount: undefined }),
}));

/** Shortcut for non-React callers (e.g. the bet placer on an insufficient_bal answer). */
export function openInsufficientFundsPrompt(amount?: number): void {
  useDepositPromptStore.getState().openDeposit({ reason: 'insufficient-funds', amount });
}
