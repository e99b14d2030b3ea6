/**
 * The bettor's language choice (issue 36): saved on the device, and in the profile when logged
 * in so SMS and USSD answer in it too.
 */
import { api } from '../lib/api-client';
import { currentLanguage, isLanguage, setLanguage, type Language } from '../lib/i18n';
import { onAfterLogin, useSessionStore } from './session-store';

/** POST /api/profile (endpoints.profilePost), relative to the API base. */
const PROFILE_PATH = 'profile';

/** Switches the app to `language` and records it in the profile of a logged-in bettor. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (useSessionStore.getState().authenticated) {
    // The device keeps the choice even when the profile cannot be reached now.
    await api
      .post(PROFILE_PATH, { language }, { handleUnauthorized: false })
      .catch(() => undefined);
  }
}

/**
 * At login, the profile's language (chosen on another device or by SMS) applies; a profile
 * with none takes the one chosen on this device. Called once by the shell.
 */
export function syncLanguageAtLogin(): () => void {
  return onAfterLogin((data) => {
    const saved = (data.user as { language?: unknown }).language;
    if (isLanguage(saved)) {
      if (saved !== currentLanguage()) void setLanguage(saved);
    } else if (currentLanguage() !== 'en') {
      void chooseLanguage(currentLanguage());
    }
  });
}
