import { useId, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, localeIso, localizedPath, splitLocalePath } from '@casino/core';

/** Switches the interface language and keeps the player on the same page, query and hash included. */
export function LanguageSwitcher() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const { locale, rest } = splitLocalePath(location.pathname);

  function change(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next) || next === locale) return;
    void navigate(`${localizedPath(next, rest)}${location.search}${location.hash}`);
  }

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} className="language-switcher__select" value={locale} onChange={change}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={localeIso(code)}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
