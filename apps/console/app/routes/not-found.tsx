import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n';

/** Any console address that is no page: say so, and offer the area's start page. */
export default function NotFound() {
  const t = useT();
  const area = useLocation().pathname.startsWith('/courier') ? '/courier' : '/seller';
  return (
    <main id="content" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t('console.not_found')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.not_found')}</h1>
      <p className="mt-2 text-slate-600">{t('console.not_found_hint')}</p>
      <Link to={area} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2">
        {t('console.go_home')}
      </Link>
    </main>
  );
}
