import {
  categoryIcon,
  PRODUCT_KINDS,
  type ProductKind,
  productArt,
  storeCover,
  storeLogo,
} from '../../apps/api/src/seed/art/index.ts';
import { ImageWriter } from '../../apps/api/src/seed/images.ts';
import { STORE_PREFIXES } from './names.ts';

/**
 * Pictures for 100,000 items without 100,000 files: a few drawings per product kind, logo and
 * cover, shared by many rows. Each file is drawn once, when first used.
 */
export class SharedImages {
  private readonly writer: ImageWriter;
  private readonly drawn = new Set<string>();

  constructor(uploads: string) {
    this.writer = new ImageWriter(uploads);
  }

  private use(folder: string, name: string, draw: () => string): string {
    const key = `${folder}/${name}`;
    if (!this.drawn.has(key)) {
      this.drawn.add(key);
      return this.writer.add(folder, name, draw());
    }
    return `${name}.svg`;
  }

  product(kind: ProductKind, n: number) {
    const v = n % 4;
    return this.use('item', `bench-${kind}-${v}`, () => productArt(kind, 1000 + v * 37));
  }

  logo(n: number) {
    const v = n % 40;
    return this.use('store', `bench-logo-${v}`, () =>
      storeLogo(STORE_PREFIXES[v % STORE_PREFIXES.length]!, v + 1),
    );
  }

  cover(n: number) {
    const v = n % 20;
    return this.use('store/cover', `bench-cover-${v}`, () => storeCover(STORE_PREFIXES[v]!, v + 1));
  }

  category(n: number) {
    const v = n % PRODUCT_KINDS.length;
    return this.use('category', `bench-category-${v}`, () => categoryIcon(PRODUCT_KINDS[v]!, v + 1));
  }

  add(folder: string, name: string, svg: string) {
    return this.use(folder, name, () => svg);
  }

  flush() {
    return this.writer.flush();
  }
}
