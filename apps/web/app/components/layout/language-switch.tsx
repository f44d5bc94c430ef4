import { LANGUAGE_NAMES, LOCALES, languageTag } from '@bazaar/domain';
import { Check, Globe } from 'lucide-react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import { XsrfField } from '../auth/fields';

/**
 * One small form per language posting to /locale (works without JavaScript; a full page load so the
 * whole page, `<html lang dir>` included, comes back in the new language).
 */
function LanguageForms({ itemClassName }: { itemClassName: string }) {
  const current = useLocale();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <ul className="contents">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <form method="post" action="/locale">
            <XsrfField />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="redirect_to" value={back} />
            <button
              type="submit"
              lang={languageTag(locale)}
              dir={locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr'}
              aria-current={locale === current ? 'true' : undefined}
              data-testid={`language-${locale}`}
              className={itemClassName}
            >
              <span>{LANGUAGE_NAMES[locale]}</span>
              {locale === current && <Check className="size-4 text-brand-600" aria-hidden />}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu (desktop): a disclosure, so it opens without JavaScript too. */
export function LanguageMenu() {
  const t = useT();
  const current = useLocale();
  return (
    <details className="group relative" data-testid="language-menu">
      <summary
        aria-label={`${t('chrome.language')}: ${LANGUAGE_NAMES[current]}`}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Globe className="size-5" aria-hidden />
        <span className="hidden desktop:inline">{LANGUAGE_NAMES[current]}</span>
      </summary>
      <div className="absolute end-0 top-full z-40 mt-2 grid w-44 rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
        <LanguageForms itemClassName="flex min-h-11 w-full items-center justify-between px-4 text-start text-sm hover:bg-slate-50" />
      </div>
    </details>
  );
}

/** The drawer's language list (mobile). */
export function LanguageList() {
  return (
    <div className="grid grid-cols-2 gap-2">
      <LanguageForms itemClassName="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 text-sm aria-[current]:border-brand-500 aria-[current]:bg-brand-50" />
    </div>
  );
}
