import type { BaseUrlKey } from '@bazaar/contract';

/** Upload folders, each served (resized, as webp) by the image route at /storage/{folder}. */
export const IMAGE_FOLDERS = {
  banner_image_url: 'banner',
  business_logo_url: 'business',
  campaign_image_url: 'campaign',
  category_image_url: 'category',
  chat_image_url: 'conversation',
  customer_image_url: 'profile',
  delivery_man_image_url: 'delivery-man',
  item_image_url: 'item',
  review_image_url: 'review',
  store_cover_photo_url: 'store/cover',
  store_image_url: 'store',
  vendor_image_url: 'vendor',
  landing_page_image_url: 'landing',
  module_image_url: 'module',
  notification_image_url: 'notification',
  order_attachment_url: 'order',
  parcel_category_image_url: 'parcel-category',
  blogs_image_url: 'blog',
  tickets_image_url: 'ticket',
} as const satisfies Record<BaseUrlKey, string>;

export const UPLOAD_FOLDERS: ReadonlySet<string> = new Set(Object.values(IMAGE_FOLDERS));

export function baseUrls(root: string): Record<BaseUrlKey, string> {
  return Object.fromEntries(
    Object.entries(IMAGE_FOLDERS).map(([key, folder]) => [key, `${root}/storage/${folder}`]),
  ) as Record<BaseUrlKey, string>;
}
