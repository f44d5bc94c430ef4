import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { metaT } from '../components/lists/page-meta';
import { useT } from '../lib/i18n';
import type { Route } from './+types/not-found';

/** Every unmatched path: 'Page not found' with status 404, inside the normal chrome. */
export function loader({ request }: Route.LoaderArgs) {
  throw data(new URL(request.url).pathname, { status: 404 });
}

/** A real title for the 404 page (its own boundary below, so this meta runs with the error). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t('http.page_not_found')} — Bazaar` }, { name: 'robots', content: 'noindex' }];
};

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const path = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('http.page_not_found')}</h1>
      {path && <p className="mt-2 break-all text-slate-500">{t('http.page_not_found_path', { path })}</p>}
      <a
        href="/"
        className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
      >
        {t('lists.continue_shopping')}
      </a>
    </section>
  );
}
