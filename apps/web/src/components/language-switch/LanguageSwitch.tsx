import './language-switch.css';
import { localeNames, locales } from '@shata/domain';
import { Fragment } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { useLocale } from '../../lib/i18n/locale';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

/**
 * 'English | हिन्दी': each language named in itself, the one in use pressed.
 * Choosing one changes the page in place; the pressed button keeps the focus.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, chooseLocale } = useLocale();
  const text = useText(shellCatalogue).language;

  return (
    <fieldset className={className ? `language-switch ${className}` : 'language-switch'}>
      <legend className="visually-hidden">{text.label}</legend>
      {locales.map((option, index) => (
        <Fragment key={option}>
          {index > 0 ? (
            <span className="language-switch__separator" aria-hidden="true">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={option}
            className="language-switch__option"
            aria-pressed={option === locale}
            onClick={() => {
              if (option !== locale) chooseLocale(option);
            }}
          >
            {localeNames[option]}
          </button>
        </Fragment>
      ))}
    </fieldset>
  );
}
