import type { ItemDetails } from '@bazaar/contract';

/** The item's photos, main image first, each once. */
export function productPhotos(item: Pick<ItemDetails, 'image' | 'images'>): string[] {
  return [...new Set([item.image, ...item.images].filter((f): f is string => Boolean(f)))];
}

/**
 * schema.org Product for search engines (rendered by React Router's `script:ld+json` meta, which
 * escapes it): name, images, price in PKR after the item's discount, stock as availability, the
 * store as seller, and the rating when there is one.
 */
export function productJsonLd(
  item: ItemDetails,
  opts: { url: string; price: number; images: string[]; currency?: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    sku: String(item.id),
    url: opts.url,
    image: opts.images,
    ...(item.description ? { description: item.description } : {}),
    offers: {
      '@type': 'Offer',
      url: opts.url,
      price: opts.price,
      priceCurrency: opts.currency ?? 'PKR',
      availability: `https://schema.org/${item.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      seller: { '@type': 'Organization', name: item.store.name },
    },
    ...(item.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.avg_rating,
            reviewCount: item.rating_count,
          },
        }
      : {}),
  };
}

/** The meta description: the item's own text, flattened and cut at a word near 160 characters. */
export function metaDescription(text: string | null, fallback: string): string {
  const flat = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!flat) return fallback;
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
