import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { NavigationProgress } from './components/layout/navigation-progress';
import { useNonce } from './lib/nonce';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/storage/business/icon.svg?w=320' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
  return <Outlet />;
}

/** Last resort: anything the route boundaries did not catch. Never shows internals. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? 'Page not found' : 'Internal Server Error'}</h1>
      <a href="/" className="mt-6 inline-block text-brand-600 underline">
        Back to home
      </a>
    </main>
  );
}
