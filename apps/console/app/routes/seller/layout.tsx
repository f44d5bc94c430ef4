import { endpoints } from '@bazaar/contract';
import {
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import { ErrorState } from '../../kit/states';
import { api, signedIn } from '../../lib/api';
import { loginPath, sessionFor } from '../../lib/session';
import { ConsoleShell, OpenBadge } from '../../shell/console-shell';
import type { Route } from './+types/layout';

/**
 * Every seller page: signed in as a seller, or to the sign-in page and back. The top bar's store (name,
 * open now) comes with the dashboard's figures in one call, which the dashboard page shows too.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!sessionFor('seller')) throw redirect(loginPath('seller', url.pathname + url.search));
  const dashboard = await signedIn('seller', () => api(endpoints.vendorDashboard));
  return { dashboard };
}

/** Only after a change (a status move, a live event's revalidation), not for every page's own query. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname !== nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const useSellerData = () =>
  useRouteLoaderData('routes/seller/layout') as Awaited<ReturnType<typeof clientLoader>>;

export default function SellerLayout() {
  const { dashboard } = useLoaderData<typeof clientLoader>();
  return (
    <ConsoleShell
      area="seller"
      title={dashboard.store.name}
      status={<OpenBadge open={dashboard.store.open} />}
    >
      <Outlet />
    </ConsoleShell>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <ErrorState />
    </main>
  );
}
