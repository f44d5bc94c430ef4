import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { CartSync } from '../components/cart/cart-sync';
import { PushKeeper } from '../components/customer/push-keeper';
import { BottomBar } from '../components/layout/bottom-bar';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { Notice } from '../components/layout/notice';
import { type ChromeData, loadChrome } from '../lib/chrome-data';

export type { ChromeData };

import { useT } from '../lib/i18n';
import type { Route } from './+types/guest-layout';

/** Everything the chrome shows (lib/chrome-data.ts), fetched side by side. */
export const loader = ({ context }: Route.LoaderArgs) => loadChrome(context);

/** Header, category strip, footer and (below 768 px) the bottom bar around every public page. */
export default function GuestLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome data={loaderData}>
      <Outlet />
    </Chrome>
  );
}

function Chrome({ data, children }: { data: ChromeData | undefined; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-16 tablet:pb-0">
      {data && (
        <Header
          config={data.config}
          categories={data.categories}
          customer={data.customer}
          cartCount={data.cartCount}
          unreadCount={data.unreadCount}
        />
      )}
      <Notice />
      {data && <CartSync signedIn={Boolean(data.customer)} xsrfToken={data.xsrfToken} />}
      {data && <PushKeeper customerId={data.customer?.id ?? null} />}
      <main className="flex-1">{children}</main>
      {data && <Footer config={data.config} />}
      <BottomBar cartCount={data?.cartCount ?? null} signedIn={Boolean(data?.customer)} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const path = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';
  const title = t(notFound ? 'http.page_not_found' : 'http.internal_error');
  return (
    <Chrome data={data}>
      <title>{title}</title>
      <section className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="error-page">
        <p className="text-6xl font-bold text-brand-600">{notFound ? '404' : '500'}</p>
        <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
        {notFound && path && (
          <p className="mt-2 break-all text-slate-500">{t('http.page_not_found_path', { path })}</p>
        )}
        <a
          href="/"
          className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
        >
          {t('lists.continue_shopping')}
        </a>
      </section>
    </Chrome>
  );
}
