/** The language choice of the menu's Languages sheet and of the country step (issue 36). */
import { t, useLanguage, type Language } from '../lib/i18n';
import { chooseLanguage } from '../shared/language';

/** The languages the app speaks: English and, in Kenya, Kiswahili (issue 36). */
export const LANGUAGE_CHOICES: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'sw', name: 'Kiswahili' },
];

/** Whether the country offers a choice of language (Kiswahili in Kenya). */
export function offersLanguages(countryCode: string): boolean {
  return countryCode === 'KE';
}

/** English / Kiswahili as radio buttons; choosing one switches the app at once. */
export function LanguageChoice({ onChosen }: { onChosen?: () => void }) {
  const language = useLanguage();
  return (
    <ul className="menu-list" role="radiogroup" aria-label={t('Languages')}>
      {LANGUAGE_CHOICES.map((choice) => (
        <li key={choice.code}>
          <button
            type="button"
            role="radio"
            aria-checked={choice.code === language}
            className={choice.code === language ? 'menu-item selected' : 'menu-item'}
            data-testid={`language-${choice.code}`}
            lang={choice.code}
            onClick={() => {
              void chooseLanguage(choice.code).then(() => onChosen?.());
            }}
          >
            <span>{choice.name}</span>
            <span aria-hidden="true">{choice.code === language ? '✓' : ''}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
