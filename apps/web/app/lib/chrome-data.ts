import { type Category, type Config, endpoints, isApiError } from '@bazaar/contract';
import type { AppLoadContext } from 'react-router';

/** A category as the chrome shows it: the strip, the mobile menu and the category tiles. */
export type ChromeCategory = Pick<Category, 'id' | 'name' | 'slug' | 'image'> & {
  childes: Pick<Category, 'id' | 'name' | 'slug'>[];
};

/**
 * Only what the chrome shows of the category tree (top level with its image, children by name): every
 * page carries the chrome's data for hydration, and counts, positions, modules and grandchildren it
 * never shows made up most of it on a large market.
 */
export function chromeCategories(tree: Category[]): ChromeCategory[] {
  return tree.map(({ id, name, slug, image, childes }) => ({
    id,
    name,
    slug,
    image,
    childes: childes.map((child) => ({ id: child.id, name: child.name, slug: child.slug })),
  }));
}

/**
 * What pages read of the config through the chrome's data. The long texts (about us, privacy policy,
 * terms: pages of prose in a real shop) are loaded by their own pages, not carried by every page.
 */
const CHROME_CONFIG_KEYS = [
  'business_name',
  'logo',
  'currency_symbol',
  'phone',
  'email',
  'address',
  'social_media',
  'seller_registration_url',
  'seller_login_url',
  'google_client_id',
  'default_location',
  'pages_seo',
  'base_urls',
] as const satisfies readonly (keyof Config)[];

export type ChromeConfig = Pick<Config, (typeof CHROME_CONFIG_KEYS)[number]>;

/** Only the config fields pages read from the chrome's data (every page carries it for hydration). */
export function chromeConfig(config: Config): ChromeConfig {
  return Object.fromEntries(
    CHROME_CONFIG_KEYS.filter((key) => key in config).map((key) => [key, config[key]]),
  ) as ChromeConfig;
}

/** Everything the chrome shows, fetched side by side (no call waits for another). */
export async function loadChrome(context: AppLoadContext) {
  const [config, categories, customer, cartCount, unreadCount] = await Promise.all([
    context.api(endpoints.config),
    context.api(endpoints.categories),
    context.signedIn ? signedInCustomer(context.api) : null,
    // A guest's cart is kept in the browser: the header counts it there.
    context.signedIn ? signedInCartCount(context.api) : null,
    context.signedIn ? signedInUnreadCount(context.api) : null,
  ]);
  return {
    config: chromeConfig(config),
    categories: chromeCategories(categories),
    customer,
    cartCount,
    unreadCount,
    xsrfToken: context.xsrfToken,
    locale: context.locale,
  };
}

type Api = AppLoadContext['api'];

/** A 401 means the session cookie is no longer valid: treated as signed out. */
const signedOutOn401 = (err: unknown) => {
  if (isApiError(err) && err.status === 401) return null;
  throw err;
};

/** Who is signed in, or null when the session cookie is no longer valid. */
async function signedInCustomer(api: Api) {
  const me = await api(endpoints.customerInfo).catch(signedOutOn401);
  return me && { id: me.id, f_name: me.f_name, l_name: me.l_name };
}

/**
 * How many items are in the signed-in shopper's stored cart (the sum of quantities, as shops' badges
 * count), or null when signed out. A plain read: the cart's notices stay for the cart page.
 */
async function signedInCartCount(api: Api) {
  const answer = await api(endpoints.cartCount).catch(signedOutOn401);
  return answer?.count ?? null;
}

/**
 * The bell's count: unread notifications (broadcasts and the shopper's own), or null when signed out.
 * A badge is not worth a failed page: any refusal leaves the bell without a count.
 */
async function signedInUnreadCount(api: Api) {
  const answer = await api(endpoints.notificationList, { query: { limit: 1, offset: 1 } }).catch(() => null);
  return answer?.unread_count ?? null;
}

/** What the guest layout loads for the chrome, read by components with useRouteLoaderData. */
export type ChromeData = Awaited<ReturnType<typeof loadChrome>>;
