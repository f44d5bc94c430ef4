import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { ErrorState } from './kit/states';
import { Toasts } from './kit/toasts';
import { setApiLanguage } from './lib/api';
import { applyDocumentLocale, cookieLocale } from './lib/i18n';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/storage/business/icon.svg?w=320' }];

/**
 * The page's language, before anything is drawn; it runs again after the language switch (which
 * revalidates), and not on other navigations.
 */
export function clientLoader() {
  const locale = cookieLocale();
  setApiLanguage(locale);
  applyDocumentLocale(locale);
  return { locale };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The journeys wait for this mark before they use the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Toasts>
      <Outlet />
    </Toasts>
  );
}

/** Shown (in the page's size and colours, no text) while the first language and data load. */
export function HydrateFallback() {
  return <div className="min-h-screen bg-slate-50" aria-busy="true" />;
}

/** Last resort: anything a page's own boundary did not catch. Never shows internals. */
export function ErrorBoundary() {
  const error = useRouteError();
  console.warn(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <ErrorState />
    </main>
  );
}
