import { z } from 'zod';

const BASE_URL_KEYS = [
  'banner_image_url',
  'business_logo_url',
  'campaign_image_url',
  'category_image_url',
  'chat_image_url',
  'customer_image_url',
  'delivery_man_image_url',
  'item_image_url',
  'review_image_url',
  'store_cover_photo_url',
  'store_image_url',
  'vendor_image_url',
  'landing_page_image_url',
  'module_image_url',
  'notification_image_url',
  'order_attachment_url',
  'parcel_category_image_url',
  'blogs_image_url',
  'tickets_image_url',
] as const;
export type BaseUrlKey = (typeof BASE_URL_KEYS)[number];

export const BaseUrlsSchema = z.object(
  Object.fromEntries(BASE_URL_KEYS.map((k) => [k, z.string()])) as Record<BaseUrlKey, z.ZodString>,
);

export const ConfigSchema = z
  .object({
    business_name: z.string(),
    logo: z.string(),
    icon: z.string(),
    currency_symbol: z.string(),
    currency_code: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    about_us: z.string(),
    privacy_policy: z.string(),
    terms_and_conditions: z.string(),
    delivery_times: z.array(z.string()),
    /** JSON text of the market's default courier rate table. */
    leopard_detail: z.string(),
    /** JSON text of per-page SEO titles and descriptions. */
    pages_seo: z.string(),
    /** JSON text of the blog categories. */
    blog_categories: z.string(),
    default_location: z.object({ lat: z.number(), lng: z.number() }),
    google_client_id: z.string().nullable(),
    seller_registration_url: z.string(),
    seller_login_url: z.string(),
    social_media: z.array(z.object({ name: z.string(), link: z.string() })),
    base_urls: BaseUrlsSchema,
  })
  .meta({ id: 'Config' });
export type Config = z.infer<typeof ConfigSchema>;

export const ZoneQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

export const ZoneResponseSchema = z.object({
  /** JSON text of the zone ids, as the platform's clients expect (e.g. "[1]"). */
  zone_id: z.string(),
  zone_data: z.array(z.object({ id: z.number(), name: z.string() })),
});

/** A city shoppers deliver to, with its centre: where a new address's point starts (checkout's city pick). */
export const CitySchema = z.object({
  id: z.number(),
  /** As stored: the name a street address ends with, whatever the page's language. */
  name: z.string(),
  /** The name in the language asked for (X-localization), to show; `name` when it has none. */
  local_name: z.string(),
  zone_id: z.number().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type City = z.infer<typeof CitySchema>;
export const CitiesResponseSchema = z.object({ cities: z.array(CitySchema) });
