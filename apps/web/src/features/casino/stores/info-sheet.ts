import { create } from 'zustand';

/**
 * Whether the rules-and-fairness sheet of the game page is open. The page's bar opens it; the
 * game on the page renders it, since only the game knows its live fairness details.
 */
export const useInfoSheet = create<{ open: boolean; setOpen: (open: boolean) => void }>()(
  (set) => ({ open: false, setOpen: (open) => set({ open }) }),
);
