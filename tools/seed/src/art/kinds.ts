/** Every product picture the seeder can ask for. */
export const PRODUCT_KINDS = [
  'phone',
  'laptop',
  'headphones',
  'watch',
  'tv',
  'sunglasses',
  'tshirt',
  'kurta',
  'shoe',
  'jutti',
  'handbag',
  'jewellery',
  'lipstick',
  'perfume',
  'bottle',
  'rice-bag',
  'spice-jar',
  'tea-pack',
  'fruit',
  'vegetable',
  'bread',
  'sofa',
  'lamp',
  'cookware',
  'book',
  'toy',
  'cricket-bat',
  'medicine',
  'baby',
  'plant',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

export function isProductKind(value: string): value is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value);
}
