// Deterministic SVG art for demo data: product "photos", store logos/covers, banners, blog covers and
// Bazaar's own logo. Every function is pure: the same arguments always give the same SVG string.

export { bannerArt, blogCover, categoryIcon } from './banners.ts';
export { appIcon, appLogo } from './brand.ts';
export { storeCover } from './cover.ts';
export { isProductKind, PRODUCT_KINDS, type ProductKind } from './kinds.ts';
export { initials, storeLogo } from './logo.ts';

import type { ProductKind } from './kinds.ts';
import { renderProduct } from './products/index.ts';

/** An 800×800 product "photo": the product on a soft studio backdrop. Same kind + seed → same SVG. */
export function productArt(kind: ProductKind, seed: number): string {
  return renderProduct(kind, seed);
}
