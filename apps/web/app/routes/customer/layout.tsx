import { endpoints } from '@bazaar/contract';
import { Outlet, useRouteLoaderData } from 'react-router';
import { CustomerSidebar } from '../../components/customer/sidebar';
import type { ChromeData } from '../../lib/chrome-data';
import { customerApi } from '../../lib/customer.server';
import type { Route } from './+types/layout';

/**
 * The user-dashboard layout (spec §2) around every signed-in page but the order page. Its loader is the
 * guard: a guest (or a session the API no longer knows) goes to sign in and comes back here.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const [me, config] = await Promise.all([api(endpoints.customerInfo), api(endpoints.config)]);
  return {
    customer: {
      f_name: me.f_name,
      l_name: me.l_name,
      email: me.email,
      image: me.image,
      imageBase: config.base_urls.customer_image_url,
    },
  };
}

/** The sidebar's badge follows the bell's count, which the chrome already loads. */
export default function CustomerLayout({ loaderData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 desktop:flex-row desktop:gap-8 desktop:py-8">
      <CustomerSidebar customer={loaderData.customer} unread={chrome?.unreadCount ?? null} />
      <div className="min-w-0 flex-1" data-testid="customer-page">
        <Outlet />
      </div>
    </div>
  );
}
