import { languageTag, resolveLocale } from '@bazaar/domain';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { NavigationProgress } from './components/layout/navigation-progress';
import { PlatformScripts } from './components/layout/platform-scripts';
import { directionOf, useT } from './lib/i18n';
import { loadCatalogue } from './lib/messages';
import { useNonce } from './lib/nonce';
import { rootData } from './lib/root-data.server';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/storage/business/icon.svg?w=320' }];

/** The shopper's language (LOCALE_COOKIE via the host), for <html lang dir> even on an error page. */
export function loader({ context }: Route.LoaderArgs) {
  return rootData(resolveLocale(context.locale));
}

/**
 * In the browser, the root's data comes with its language's catalogue loaded (after a language change
 * made without a new document; the first page's is loaded before hydration, entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.locale, data.messagesHref);
  return data;
}

/** The language only changes through POST /locale; other navigations keep the root's data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction }) => formAction === '/locale';

const useRootData = () => useRouteLoaderData<typeof loader>('root');

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const locale = resolveLocale(root?.locale);
  return (
    <html lang={languageTag(locale)} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PlatformScripts />
        {root?.messagesHref && (
          // The page's catalogue, fetched beside the scripts: hydration waits for it.
          <link
            rel="preload"
            as="fetch"
            href={root.messagesHref}
            crossOrigin="anonymous"
            data-page-messages=""
          />
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <NavigationProgress />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it: the journeys wait for it before using a control
  // that is a plain link until then (a sign-in link that opens a modal once the scripts run).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <Outlet />;
}

/** Last resort: anything the route boundaries did not catch. Never shows internals. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? 'http.page_not_found' : 'http.internal_error');
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <a href="/" className="mt-6 inline-block text-brand-600 underline">
        {t('lists.continue_shopping')}
      </a>
    </main>
  );
}
