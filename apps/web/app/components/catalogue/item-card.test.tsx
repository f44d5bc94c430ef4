import type { Item } from '@bazaar/contract';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cardItem, ItemCard } from './item-card';

/** A list answer's item in full: much of it (description, gallery, measures…) a card never shows. */
const FULL = {
  id: 7,
  name: 'Basmati Rice 5kg',
  slug: 'basmati-rice-5kg',
  description: 'Long grain, aged one year.',
  image: 'rice.webp',
  images: ['rice-1.webp', 'rice-2.webp'],
  category_id: 3,
  category_ids: [{ id: '3', position: 1 }],
  price: 2_400,
  tax: 0,
  tax_type: 'percent',
  discount: 10,
  discount_type: 'percent',
  stock: 0,
  unit_type: 'kg',
  veg: 1,
  store_id: 4,
  store_name: 'Lahore Kiryana',
  store_slug: 'lahore-kiryana',
  choice_options: [],
  variations: [],
  add_ons: [],
  food_variations: [],
  avg_rating: 4.25,
  rating_count: 12,
  maximum_cart_quantity: null,
  weight: 5,
  length: 30,
  width: 20,
  height: 8,
  delivery_charges_contribution: null,
  leopard_detail: null,
  order_count: 40,
  created_at: '2026-10-01T00:00:00.000Z',
  is_favorite: false,
} as unknown as Item;

const card = (item: Parameters<typeof ItemCard>[0]['item']) => {
  const chrome = { config: { currency_symbol: 'PKR' }, locale: 'en' };
  const Stub = createRoutesStub([
    {
      id: 'routes/guest-layout',
      path: '/',
      loader: () => chrome,
      Component: Outlet,
      children: [
        { index: true, Component: () => <ItemCard item={item} imageBase="/storage/product" eager /> },
      ],
    },
  ]);
  return renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { 'routes/guest-layout': chrome } }} />,
  );
};

describe('cardItem', () => {
  it('keeps only what a card shows', () => {
    expect(Object.keys(cardItem(FULL)).sort()).toEqual(
      [
        'avg_rating',
        'discount',
        'discount_type',
        'id',
        'image',
        'name',
        'price',
        'rating_count',
        'slug',
        'stock',
        'store_name',
        'store_slug',
      ].sort(),
    );
  });

  it('draws the same card as the full item (price, discount, rating, stock, links, image)', () => {
    for (const item of [FULL, { ...FULL, stock: 5, discount: 0, rating_count: 0, avg_rating: 0 }]) {
      const html = card(cardItem(item));
      expect(html).toBe(card(item));
      expect(html).toContain('/product/basmati-rice-5kg');
    }
    expect(card(cardItem(FULL))).toContain('/stores/lahore-kiryana');
  });

  it('says the rating in words and draws its star from the stylesheet, not an inline SVG per card', () => {
    const html = card(cardItem(FULL));
    expect(html).toContain('Rated 4.3 out of 5 by 12 shoppers');
    expect(html).toContain('star-icon');
    expect(html).not.toContain('<svg');
    expect(card(cardItem({ ...FULL, rating_count: 0, avg_rating: 0 }))).not.toContain('star-icon');
  });
});
