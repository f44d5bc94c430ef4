import { LANGUAGE_NAMES, LOCALES, type Locale, languageTag } from '@bazaar/domain';
import { Languages } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { rememberLocale, useLocale, useT } from '../lib/i18n';

/**
 * The console's language: the same cookie as the storefront's switch, so a seller who reads the shop in
 * Urdu gets the console in Urdu too. The root's clientLoader loads the new catalogue on revalidation.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLocale();
  const revalidator = useRevalidator();
  const change = (locale: Locale) => {
    rememberLocale(locale);
    void revalidator.revalidate();
  };
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <Languages aria-hidden className="size-4 text-slate-500" />
      <span className="sr-only">{t('chrome.language')}</span>
      <select
        value={current}
        onChange={(e) => change(e.target.value as Locale)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
        data-testid="language-switch"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={languageTag(locale)}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
