/** Shell UI state: the overlay menu and the sheets it opens. */
import { create } from 'zustand';

interface ShellUiState {
  menuOpen: boolean;
  countrySheetOpen: boolean;
  languageSheetOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  setCountrySheetOpen: (open: boolean) => void;
  setLanguageSheetOpen: (open: boolean) => void;
}

/** The shell UI store. */
export const useShellUi = create<ShellUiState>()((set) => ({
  menuOpen: false,
  countrySheetOpen: false,
  languageSheetOpen: false,
  setMenuOpen: (open) => set({ menuOpen: open }),
  setCountrySheetOpen: (open) => set({ countrySheetOpen: open }),
  setLanguageSheetOpen: (open) => set({ languageSheetOpen: open }),
}));
