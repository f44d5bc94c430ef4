import type { Config } from '@bazaar/contract';
import { t } from '@bazaar/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootData } from '../lib/root-data.server';
import GuestLayout, { type ChromeData, ErrorBoundary } from './guest-layout';

const CONFIG = {
  business_name: 'Bazaar',
  logo: '/storage/business/logo.svg',
  about_us: 'About',
  phone: '+92 300 0000000',
  email: 'help@bazaar.pk',
  seller_registration_url: '/seller/register',
  seller_login_url: '/seller/login',
  social_media: [],
  currency_symbol: 'PKR',
  base_urls: { item_image_url: '/storage/product' },
} as unknown as Config;

/** The guest layout's boundary as the server draws it when a loader failed with `error`. */
function errorPage(error: unknown, locale: ChromeData['locale'] = 'en', withChrome = true) {
  const data = {
    config: CONFIG,
    categories: [],
    customer: null,
    cartCount: null,
    unreadCount: null,
    xsrfToken: 't',
    locale,
  } as unknown as ChromeData;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData(locale),
      Component: Outlet,
      children: [
        {
          id: 'routes/guest-layout',
          path: 'shop',
          loader: () => data,
          Component: GuestLayout as never,
          ErrorBoundary: ErrorBoundary as never,
        },
      ],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={['/shop']}
      hydrationData={{
        loaderData: { root: rootData(locale), ...(withChrome && { 'routes/guest-layout': data }) },
        errors: { 'routes/guest-layout': error },
      }}
    />,
  );
}

const notFound = (path: string) => ({ status: 404, statusText: 'Not Found', internal: false, data: path });

describe('the error page', () => {
  it('shows a server failure as Internal Server Error, with nothing internal', () => {
    const html = errorPage(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    expect(html).toContain('Internal Server Error');
    expect(html).toContain('<title>Internal Server Error</title>');
    expect(html).toContain('500');
    expect(html).not.toMatch(/ECONNREFUSED|hunter2|10\.0\.0\.5|at .*\.tsx?:\d/);
  });

  it('shows a 404 as Page not found with the path', () => {
    const html = errorPage(notFound('/no-such-page'));
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('Page not found: /no-such-page');
  });

  it('speaks the shopper’s language, also when the layout itself failed to load', () => {
    for (const withChrome of [true, false]) {
      const html = errorPage(new Error('boom'), 'ur', withChrome);
      expect(html).toContain(t('http.internal_error', {}, 'ur'));
      expect(html).toContain(t('lists.continue_shopping', {}, 'ur'));
      expect(html).not.toContain('Internal Server Error');
      expect(html).not.toContain('Continue shopping');
    }
  });
});
