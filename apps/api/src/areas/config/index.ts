import { type Config, endpoints } from '@bazaar/contract';
import { languageTag, localName } from '@bazaar/domain';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogCategories, cities, zones } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { requestLocale } from '../../platform/locale';
import { publicOrigin } from '../../platform/origin';
import { baseUrls } from '../../uploads/base-urls';
import type { AppDeps } from '../area';
import { POLICY_DEFAULT, readSettings, settingText } from './settings';

/** Islamabad: where the map opens when the shopper has not chosen a location. */
export const DEFAULT_LOCATION = { lat: 33.6844, lng: 73.0479 };

export function configRoutes(app: FastifyInstance, { db, env }: AppDeps) {
  registerEndpoint(app, endpoints.config, async ({ req }) => {
    const [map, blogCats] = await Promise.all([
      readSettings(db),
      db
        .select({
          id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
          translations: blogCategories.translations,
        })
        .from(blogCategories),
    ]);
    const locale = requestLocale(req);
    const root = publicOrigin(env);
    const sellerRoot = env.SELLER_HOST?.replace(/\/+$/, '') ?? root;
    // The about and policy pages as written, in the shopper's language where the setting
    // `page_translations` ({"about_us": {"ur": …}, …}) has them (decision 216).
    const pages = map.get('page_translations') as Record<string, unknown> | null | undefined;
    const pageText = (key: 'about_us' | 'privacy_policy' | 'terms_and_conditions') =>
      localName(settingText(map, key, POLICY_DEFAULT), pages?.[key], locale);
    const config: Config = {
      business_name: settingText(map, 'business_name', 'Bazaar'),
      logo: `${root}/storage/business/logo.svg`,
      icon: `${root}/storage/business/icon.svg`,
      currency_symbol: settingText(map, 'currency_symbol', 'Rs'),
      currency_code: 'PKR',
      country: 'PK',
      phone: settingText(map, 'phone'),
      email: settingText(map, 'email'),
      address: settingText(map, 'address'),
      about_us: pageText('about_us'),
      privacy_policy: pageText('privacy_policy'),
      terms_and_conditions: pageText('terms_and_conditions'),
      delivery_times: (map.get('delivery_times') as string[] | undefined) ?? [],
      leopard_detail: JSON.stringify(map.get('leopard_detail') ?? { rates: [] }),
      pages_seo: JSON.stringify(map.get('pages_seo') ?? {}),
      blog_categories: JSON.stringify(
        blogCats.map(({ translations, ...c }) => ({
          ...c,
          name: localName(c.name, translations, locale),
        })),
      ),
      default_location: DEFAULT_LOCATION,
      google_client_id: env.GOOGLE_CLIENT_ID ?? null,
      // The console's store application and sign-in, on this server unless SELLER_HOST names another.
      seller_registration_url: `${sellerRoot}/seller/apply`,
      seller_login_url: `${sellerRoot}/seller/login`,
      social_media: (map.get('social_media') as Config['social_media'] | undefined) ?? [],
      base_urls: baseUrls(root),
    };
    return config;
  });

  registerEndpoint(app, endpoints.zoneId, async ({ query }) => {
    const found = await db
      .select({ id: zones.id, name: zones.name })
      .from(zones)
      .where(sql`${zones.active} and ${zones.coordinates} @> point(${query.lng}, ${query.lat})`)
      .orderBy(asc(zones.id));
    if (found.length === 0) {
      throw AppError.notFound('coordinates', 'location.service_unavailable');
    }
    return { zone_id: JSON.stringify(found.map((z) => z.id)), zone_data: found };
  });

  // Each city with its name as stored (what an address ends with) and as the shopper reads it, in the
  // order of the shopper's alphabet.
  registerEndpoint(app, endpoints.citiesList, async ({ req }) => {
    const locale = requestLocale(req);
    const rows = await db
      .select({
        id: cities.id,
        name: cities.name,
        translations: cities.translations,
        zone_id: cities.zoneId,
        latitude: cities.latitude,
        longitude: cities.longitude,
      })
      .from(cities)
      .orderBy(asc(cities.name));
    const order = new Intl.Collator(languageTag(locale));
    const list = rows.map(({ translations, ...city }) => ({
      ...city,
      local_name: localName(city.name, translations, locale),
    }));
    return { cities: list.sort((a, b) => order.compare(a.local_name, b.local_name)) };
  });
}
