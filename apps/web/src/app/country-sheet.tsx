/** The country lists: the start-up confirmation sheet and the picker the menu reuses. */
import { COUNTRY_PICKER, DEFAULT_COUNTRY_CODE } from '@shangwe/domain';
import { useState } from 'react';
import { BottomSheet } from '../components/ui/bottom-sheet';
import { Button } from '../components/ui/button';
import { currentLanguage, setLanguage, t, useLanguage } from '../lib/i18n';
import { Flag } from './flag';
import { LanguageChoice, offersLanguages } from './language-choice';

/** Props of {@link CountryPickerList}. */
export interface CountryPickerListProps {
  selected: string;
  onSelect: (code: string) => void;
  /** Limit the list (the menu sheet may hide nothing; kept for reuse). */
  items?: typeof COUNTRY_PICKER;
}

/** The country list (code, name, flag) with a checkmark on the selected one (spec 02 §3.2). */
export function CountryPickerList({
  selected,
  onSelect,
  items = COUNTRY_PICKER,
}: CountryPickerListProps) {
  return (
    <ul className="country-list" role="radiogroup" aria-label={t('Countries')}>
      {items.map((item) => {
        const checked = item.code === selected;
        return (
          <li key={item.code}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              className={checked ? 'country-item selected' : 'country-item'}
              onClick={() => onSelect(item.code)}
            >
              <span className="country-flag">
                <Flag code={item.code} emoji={item.flag} />
              </span>
              <span className="country-name">{item.name}</span>
              <span className="country-code">{item.code}</span>
              <span className="country-check" aria-hidden="true">
                {checked ? '✓' : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The start-up confirmation sheet listing Ethiopia, Kenya, Ghana, Nigeria. */
export function CountryConfirmSheet({
  suggested,
  onConfirm,
}: {
  suggested: string;
  onConfirm: (code: string) => void;
}) {
  const known = COUNTRY_PICKER.some((c) => c.code === suggested);
  const [selected, setSelected] = useState(known ? suggested : DEFAULT_COUNTRY_CODE);
  useLanguage(); // the sheet shows outside the screens: it re-renders on a switch itself
  return (
    <BottomSheet
      state="open"
      title={t('Confirm your country')}
      dismissable={false}
      testId="country-sheet"
    >
      <p className="muted">{t('Choose the country you are betting from.')}</p>
      <CountryPickerList selected={selected} onSelect={setSelected} />
      {offersLanguages(selected) ? (
        <section aria-label={t('Language')} data-testid="country-language">
          <p className="muted">{t('Language')}</p>
          <LanguageChoice />
        </section>
      ) : null}
      <Button
        block
        onClick={() => {
          // Kiswahili is offered in Kenya only: another country starts in English.
          if (!offersLanguages(selected) && currentLanguage() !== 'en') void setLanguage('en');
          onConfirm(selected);
        }}
      >
        {t('Proceed')}
      </Button>
    </BottomSheet>
  );
}
