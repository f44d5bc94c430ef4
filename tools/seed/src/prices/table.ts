/**
 * What things cost in a Pakistani market of 2026, in whole rupees: one row per kind of product, the
 * shelf price of one unit as sold (a phone, a 5 kg bag, a kilo of fruit, a pack) and the largest
 * discount a store would believably give on it. Plausible, not exact: street prices move every month.
 * Every product of the seed names its kind (data/categories.ts); its price is drawn inside the range.
 */
export type PriceRange = { min: number; max: number; maxOff: number };

const range = (min: number, max: number, maxOff: number): PriceRange => ({ min, max, maxOff });

export const PRICE_TABLE = {
  // Phones (PTA approved) by model tier.
  'phone-flagship': range(330_000, 420_000, 8), // Galaxy S24 Ultra
  'phone-iphone': range(230_000, 290_000, 5), // iPhone 15
  'phone-upper-mid': range(95_000, 150_000, 10), // Galaxy A55, Reno 11F
  'phone-mid': range(50_000, 75_000, 10), // Vivo Y36, Redmi Note 13, Camon 30, Note 40 Pro
  'phone-budget': range(30_000, 48_000, 10), // Realme C67, Nokia G42
  'tablet-apple': range(115_000, 160_000, 5),
  'tablet-mid': range(55_000, 110_000, 10),
  'tablet-budget': range(30_000, 50_000, 10),
  // Phone accessories.
  charger: range(2_500, 5_000, 25),
  'power-bank': range(4_500, 9_000, 25),
  'earphones-wired': range(600, 1_800, 30),
  earbuds: range(3_000, 9_000, 25),
  'phone-cable': range(350, 1_200, 30),
  'phone-holder': range(800, 2_500, 30),
  'screen-protector': range(250, 800, 30),
  'phone-cover': range(300, 1_200, 30),
  // Computers, screens, audio.
  'laptop-refurbished': range(75_000, 130_000, 8),
  'laptop-entry': range(130_000, 200_000, 8),
  'laptop-gaming': range(200_000, 290_000, 8),
  'laptop-apple': range(260_000, 340_000, 5),
  'tv-small': range(40_000, 75_000, 12),
  'tv-mid': range(80_000, 185_000, 12),
  'tv-premium': range(350_000, 550_000, 10),
  'headphones-premium': range(85_000, 115_000, 10),
  'headphones-mid': range(8_000, 18_000, 20),
  'headphones-budget': range(2_500, 7_500, 25),
  speaker: range(3_000, 9_000, 25),
  // Men's clothes and shoes.
  tshirt: range(1_000, 3_500, 40),
  'menswear-everyday': range(2_500, 7_500, 35),
  'menswear-winter': range(4_500, 12_000, 35),
  'menswear-festive': range(6_000, 20_000, 30),
  'shoes-formal': range(5_000, 14_000, 30),
  'shoes-sports': range(4_000, 15_000, 30),
  'shoes-casual': range(1_800, 7_500, 35),
  // Women's clothes, bags, khussas.
  'lawn-unstitched': range(3_500, 12_000, 40),
  'formal-wear': range(12_000, 35_000, 30),
  kurti: range(2_500, 9_000, 40),
  handbag: range(2_500, 12_000, 35),
  khussa: range(1_500, 6_500, 35),
  'khussa-bridal': range(4_000, 12_000, 25),
  // Watches, glasses, jewellery.
  'watch-luxury': range(110_000, 160_000, 5),
  'watch-branded': range(25_000, 75_000, 15),
  'watch-budget': range(2_500, 7_000, 30),
  'smart-band': range(7_000, 13_000, 20),
  smartwatch: range(55_000, 95_000, 10),
  sunglasses: range(1_000, 6_000, 40),
  'jewellery-artificial': range(800, 6_000, 40),
  'jewellery-silver': range(2_500, 9_000, 20),
  // Beauty and personal care.
  makeup: range(400, 3_500, 30),
  perfume: range(2_000, 7_500, 30),
  'body-mist': range(500, 2_000, 30),
  'hair-care': range(350, 1_200, 25),
  'hair-treatment': range(1_200, 3_000, 25),
  // Grocery: the 5 kg bag (the 10 kg bag is a variation), packs, per kg.
  'basmati-rice-5kg': range(1_750, 3_000, 10), // Rs 350–600 a kg
  'flour-5kg': range(600, 1_100, 10), // atta and sooji, Rs 120–220 a kg
  'pulses-5kg': range(1_300, 2_300, 10), // daal, Rs 260–460 a kg
  'spice-pack': range(100, 500, 15),
  'tea-large': range(1_500, 2_100, 10), // a 950 g pack
  'tea-small': range(250, 1_400, 15),
  'drink-mix': range(450, 1_300, 15),
  'milk-1l': range(240, 330, 5), // a UHT litre pack
  'fruit-everyday': range(150, 350, 10), // a kg (bananas a dozen)
  'fruit-seasonal': range(250, 550, 10),
  'fruit-premium': range(400, 1_200, 10),
  'vegetable-staple': range(60, 250, 10), // a kg
  'vegetable-seasonal': range(150, 400, 10),
  'bakery-pack': range(150, 550, 10),
  'butter-cheese': range(500, 1_200, 10),
  'yogurt-1kg': range(300, 480, 5),
  'desi-ghee-1kg': range(2_200, 3_300, 5),
  lassi: range(100, 250, 10),
  // Home, kitchen.
  'furniture-large': range(150_000, 350_000, 15),
  'furniture-medium': range(35_000, 120_000, 20),
  'furniture-small': range(8_000, 35_000, 25),
  'home-rack': range(3_500, 9_000, 25),
  'lamp-decor': range(3_000, 15_000, 25),
  'light-utility': range(1_200, 4_500, 25),
  plant: range(500, 4_500, 20),
  'cookware-piece': range(1_200, 7_000, 30),
  'cookware-large': range(5_000, 14_000, 25),
  'cookware-set': range(15_000, 35_000, 25),
  'dinner-set': range(12_000, 30_000, 25),
  tableware: range(1_200, 7_000, 30),
  serveware: range(4_000, 18_000, 25),
  // Books, toys, baby, sport.
  book: range(500, 2_500, 20),
  stationery: range(150, 1_500, 20),
  toy: range(3_000, 12_000, 30),
  'soft-toy': range(1_500, 5_000, 30),
  diapers: range(3_000, 5_500, 10),
  'baby-essentials': range(500, 1_500, 15),
  'baby-gear': range(4_000, 10_000, 20),
  'cricket-bat-english-willow': range(25_000, 60_000, 15),
  'cricket-gear': range(1_500, 12_000, 25),
  'fitness-small': range(400, 4_000, 30),
  dumbbells: range(10_000, 40_000, 20),
  treadmill: range(90_000, 220_000, 15),
  // Pharmacy: medicine prices are regulated, so barely discounted.
  'painkiller-strip': range(40, 120, 5), // Panadol, Disprin
  'medicine-pack': range(150, 450, 5),
  'medicine-liquid': range(150, 900, 5),
  protein: range(9_000, 16_000, 15),
  supplement: range(1_500, 5_000, 15),
  'supplement-basic': range(400, 1_500, 15),
} satisfies Record<string, PriceRange>;

export type PriceKind = keyof typeof PRICE_TABLE;

export const PRICE_KINDS = Object.keys(PRICE_TABLE) as PriceKind[];
