import { endpoints, isApiError } from '@bazaar/contract';
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { BottomBar } from '../components/layout/bottom-bar';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { Notice } from '../components/layout/notice';
import type { Route } from './+types/guest-layout';

/** Everything the chrome shows, fetched side by side (no call waits for another). */
export async function loader({ context }: Route.LoaderArgs) {
  const [config, categories, customer, cartCount] = await Promise.all([
    context.api(endpoints.config),
    context.api(endpoints.categories),
    context.signedIn ? signedInCustomer(context.api) : null,
    // Guests keep their cart in the browser (a later issue): no count for them yet.
    context.signedIn ? signedInCartCount(context.api) : null,
  ]);
  return { config, categories, customer, cartCount, xsrfToken: context.xsrfToken, locale: context.locale };
}

type Api = Route.LoaderArgs['context']['api'];

/** A 401 means the session cookie is no longer valid: treated as signed out. */
const signedOutOn401 = (err: unknown) => {
  if (isApiError(err) && err.status === 401) return null;
  throw err;
};

/** Who is signed in, or null when the session cookie is no longer valid. */
async function signedInCustomer(api: Api) {
  const me = await api(endpoints.customerInfo).catch(signedOutOn401);
  return me && { f_name: me.f_name, l_name: me.l_name };
}

/**
 * How many items are in the signed-in shopper's stored cart (the sum of quantities, as shops' badges
 * count), or null when signed out. A plain read: the cart's notices stay for the cart page.
 */
async function signedInCartCount(api: Api) {
  const answer = await api(endpoints.cartCount).catch(signedOutOn401);
  return answer?.count ?? null;
}

export type ChromeData = Awaited<ReturnType<typeof loader>>;

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
        />
      )}
      <Notice />
      <main className="flex-1">{children}</main>
      {data && <Footer config={data.config} />}
      <BottomBar cartCount={data?.cartCount ?? null} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const path = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';
  return (
    <Chrome data={data}>
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <p className="text-6xl font-bold text-brand-600">{notFound ? '404' : '500'}</p>
        <h1 className="mt-4 text-2xl font-semibold">
          {notFound ? 'Page not found' : 'Internal Server Error'}
        </h1>
        {notFound && path && <p className="mt-2 text-slate-500">Page not found: {path}</p>}
        <a
          href="/"
          className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
        >
          Continue shopping
        </a>
      </section>
    </Chrome>
  );
}
