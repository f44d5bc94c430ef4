import { describe, expect, it } from 'vitest';
import { CATEGORIES, type ProductLine, productsOf } from './categories';
import { CATEGORY_NAMES } from './category-names';

const lines: [string, ProductLine][] = CATEGORIES.flatMap((top) => Object.entries(top.children));
const pictureOf = new Map(lines.flatMap(([, line]) => productsOf(line).map((p) => [p.name, p.art] as const)));

describe('every product is drawn as what it is', () => {
  it.each(lines)('%s: each picture override names one of its products', (_, line) => {
    const names = Object.keys(line.products);
    for (const name of Object.keys(line.art ?? {})) expect(names).toContain(name);
  });

  it.each([
    ['Samsung 25W Fast Charger', 'charger'],
    ['Baseus Power Bank 20000mAh', 'power-bank'],
    ['Audionic Airbud 550', 'earbuds'],
    ['Realme Buds T300', 'earbuds'],
    ['Ronin R-7023 Earphones', 'earphones'],
    ['Samsung Galaxy Tab A9+', 'tablet'],
    ['iPad 10th Generation', 'tablet'],
    ['Rivaj UK Foundation', 'foundation'],
    ['Compact Powder', 'compact'],
    ['Nail Polish Set', 'nail-polish'],
    ['Blush Palette', 'eye-palette'],
    ['Mascara Waterproof', 'mascara'],
    ['Kundan Jhumka Earrings', 'earrings'],
    ['Gold-Plated Bangles Set', 'bangles'],
    ['Pearl Mala Necklace', 'pearl-mala'],
    ['Oxidised Choker', 'choker'],
    ['Silver Ring with Feroza', 'jewellery'],
    ['Silicone Back Cover', 'phone-cover'],
    ['Faster Bluetooth Speaker', 'speaker'],
    ['Sony WH-1000XM5', 'headphones'],
    ['Rooh Afza 800ml', 'bottle'],
    ['Nestle Milkpak 1L', 'milk-carton'],
    ['Tapal Danedar 950g', 'tea-pack'],
    ['Olpers Milk 1L', 'milk-carton'],
    ['Desi Ghee 1kg', 'tub'],
    ['Study Table with Drawer', 'study-table'],
    ['Bed Side Table', 'bedside-table'],
    ['Sindhri Mangoes', 'mangoes'],
    ['Kala Kulu Apples', 'apples'],
    ['Kinnow', 'kinnow'],
    ['Bananas (Dozen)', 'bananas'],
    ['Guava', 'guava'],
    ['Pomegranate', 'pomegranate'],
    ['Dates Aseel', 'dates'],
    ['Cast Iron Karahi', 'karahi'],
    ['Steel Handi Set', 'stock-pot'],
    ['Dining Chair Set', 'chair'],
    ['Sheesham Wood Sofa Set', 'sofa'],
    ['Melamine Dinner Set 72pc', 'dinnerware'],
    ['Dollar Gel Pens Pack', 'stationery'],
    ['Pampers Diapers Size 4', 'diapers'],
    ['Baby Wipes 3-Pack', 'baby-wipes'],
    ['Adjustable Dumbbells', 'dumbbell'],
    ['Yoga Mat 6mm', 'yoga-mat'],
    ['Treadmill Foldable', 'treadmill'],
    ['Whey Protein 2lb', 'tub'],
    ['Skipping Rope', 'skipping-rope'],
    ['Resistance Bands Set', 'resistance-band'],
    ['Batting Gloves', 'batting-gloves'],
    ['Cricket Kit Bag', 'kit-bag'],
    ['Hard Ball Pack of 6', 'cricket-ball'],
    ['Baby Carrier', 'baby-carrier'],
    ['Remote Control Car', 'toy-car'],
    ['Kids Cricket Kit', 'cricket-bat'],
    ['Building Blocks 500pc', 'building-blocks'],
    ['Ludo & Carrom Set', 'board-game'],
    ['Shoe Rack 4-Tier', 'shoe-rack'],
    ['Type-C Braided Cable 1m', 'phone-cable'],
    ['Magnetic Car Phone Holder', 'phone-holder'],
    ['Tempered Glass Protector', 'screen-protector'],
    ['Xiaomi Smart Band 8', 'smart-band'],
    ['Pressure Cooker 7L', 'pressure-cooker'],
    ['Non-Stick Fry Pan 26cm', 'fry-pan'],
    ['Tawa Roti Plate', 'tawa'],
    ['Glass Tumbler Set', 'tumblers'],
    ['Steel Thali Set', 'thali'],
    ['Copper Serving Bowls', 'copper-bowls'],
    ['ORS Sachets Pack', 'ors-sachets'],
    ['Brufen Syrup', 'syrup'],
    ['Vitamin D3 Drops', 'drops'],
    ['Geometry Box', 'geometry-box'],
    ['Sticky Notes Cube', 'sticky-notes'],
    ['Leather Oxford Formal Shoes', 'oxford-shoes'],
    ['Suede Loafers', 'loafers'],
    ['Hiking Boots', 'hiking-boots'],
    ['Peshawari Chappal', 'chappal'],
    ['Norozi Chappal', 'chappal'],
    ['Jamawar Waistcoat', 'waistcoat'],
  ])('%s is drawn as a %s', (name, kind) => {
    expect(pictureOf.get(name)).toBe(kind);
  });
});

describe('every category is named in each language of the market', () => {
  const names = CATEGORIES.flatMap((top) => [top.name, ...Object.keys(top.children)]);
  it.each(names)('%s has its Urdu, Arabic and Spanish name', (name) => {
    const translated = CATEGORY_NAMES[name];
    expect(translated).toBeDefined();
    expect(translated?.ur).toMatch(/[\u0600-\u06FF]/);
    expect(translated?.ar).toMatch(/[\u0600-\u06FF]/);
    expect(translated?.sp.trim()).not.toBe('');
  });

  it('names no category the catalogue does not have', () => {
    expect(Object.keys(CATEGORY_NAMES).filter((n) => !names.includes(n))).toEqual([]);
  });
});
