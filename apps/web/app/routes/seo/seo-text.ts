/** Public pages that are the same for everyone (spec §2), listed first in the sitemap. */
export const STATIC_PATHS = [
  '/',
  '/categories',
  '/stores',
  '/campaign',
  '/deals',
  '/new-items',
  '/popular-items',
  '/best-selling-items',
  '/sponsered-items',
  '/blogs',
  '/about',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;

/** Paths no crawler needs: personal pages, the cart and checkout, sign-in and the API. */
export const PRIVATE_PREFIXES = ['/customer', '/checkout', '/cart', '/auth', '/api'] as const;

/** How long crawlers and caches may keep both files. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A sitemap (sitemaps.org 0.9) of absolute addresses on `origin`, each path once, in the given order. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const path of paths) {
    const loc = new URL(path, origin).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push(`  <url><loc>${escapeXml(loc)}</loc></url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled, the private prefixes not; the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** A slug as a path segment (slugs are `a-z0-9-`, but nothing unsafe reaches the file either way). */
export const segment = (slug: string) => encodeURIComponent(slug);
