/**
 * Relevance test set for catalogue search (issue 15): what a Pakistani shopper types against the
 * DEMO market (`createTestApp({ seed: true })`, tools/seed/src/data) and what a good search answers.
 * Every expectation was checked against the demo catalogue, so each one is fair: the expected goods
 * exist, and the query (or, where `needs: 'synonyms'`, one of its synonyms in
 * packages/domain/src/search/synonym-groups.ts) is a word of their name, category or store.
 *
 * A query is a hit when one of its expected results is in the top 3 (`first`: at rank 1).
 * relevance.test.ts scores the whole set (MRR, top-3 hit rate) and prints a table.
 */

/** What counts as an expected result: any one of these is enough. */
export type Expectation = {
  /** Item names, exactly, or patterns over the item name. */
  names?: (string | RegExp)[];
  /** Any item filed under one of these categories (leaf names: "Smartphones", "Milk & Dairy"). */
  categories?: string[];
  /** Any item of one of these stores. */
  stores?: string[];
};

export type Kind =
  | 'exact'
  | 'partial'
  | 'typo'
  | 'roman-urdu'
  | 'urdu-script'
  | 'english-synonym'
  | 'category'
  | 'store'
  | 'brand';

export type RelevanceQuery = {
  query: string;
  kind: Kind;
  expect: Expectation;
  /** The first result must be expected (exact names): counted in the report, asserted for non-synonym queries. */
  first?: boolean;
  /** Only a synonym-aware search can answer this (the word is in no name, category or store). */
  needs?: 'synonyms';
  /** Which search answers it: items (default) or stores (`stores/search`, expectations are store names). */
  endpoint?: 'items' | 'stores';
};

const RICE = ['Super Kernel Basmati Chawal', 'Sella Basmati Rice', 'Brown Rice'];
const ATTA = ['Chakki Atta', 'Fine Atta'];
const SAMSUNG = /^Samsung /;

export const RELEVANCE_SET: RelevanceQuery[] = [
  // ── Exact product names: the product itself first ──────────────────────────────────────────────
  {
    query: 'Samsung Galaxy S24 Ultra',
    kind: 'exact',
    first: true,
    expect: { names: ['Samsung Galaxy S24 Ultra'] },
  },
  { query: 'Tapal Danedar 950g', kind: 'exact', first: true, expect: { names: ['Tapal Danedar 950g'] } },
  { query: 'Peshawari Chappal', kind: 'exact', first: true, expect: { names: ['Peshawari Chappal'] } },
  {
    query: 'Super Kernel Basmati Chawal',
    kind: 'exact',
    first: true,
    expect: { names: ['Super Kernel Basmati Chawal'] },
  },
  { query: 'Olpers Milk 1L', kind: 'exact', first: true, expect: { names: ['Olpers Milk 1L'] } },
  { query: 'Chakki Atta', kind: 'exact', first: true, expect: { names: ['Chakki Atta'] } },
  { query: 'Apple MacBook Air M2', kind: 'exact', first: true, expect: { names: ['Apple MacBook Air M2'] } },
  { query: 'Kashmiri Chai Patti', kind: 'exact', first: true, expect: { names: ['Kashmiri Chai Patti'] } },
  {
    query: 'Multani Khussa Gold Tilla',
    kind: 'exact',
    first: true,
    expect: { names: ['Multani Khussa Gold Tilla'] },
  },
  {
    query: 'Sheesham Wood Sofa Set',
    kind: 'exact',
    first: true,
    expect: { names: ['Sheesham Wood Sofa Set'] },
  },
  { query: 'Peer-e-Kamil', kind: 'exact', first: true, expect: { names: ['Peer-e-Kamil (Umera Ahmed)'] } },
  { query: 'Bone China Tea Set', kind: 'exact', first: true, expect: { names: ['Bone China Tea Set'] } },

  // ── Partial names ──────────────────────────────────────────────────────────────────────────────
  { query: 'galaxy a55', kind: 'partial', first: true, expect: { names: ['Samsung Galaxy A55 5G'] } },
  { query: 'redmi note', kind: 'partial', first: true, expect: { names: ['Xiaomi Redmi Note 13'] } },
  { query: 'panadol', kind: 'partial', first: true, expect: { names: ['Panadol 500mg (20 Tabs)'] } },
  {
    query: 'basmati',
    kind: 'partial',
    expect: { names: ['Super Kernel Basmati Chawal', 'Sella Basmati Rice'] },
  },
  { query: 'pressure cooker', kind: 'partial', first: true, expect: { names: ['Pressure Cooker 7L'] } },
  { query: 'yoga mat', kind: 'partial', first: true, expect: { names: ['Yoga Mat 6mm'] } },
  { query: 'iphone', kind: 'partial', first: true, expect: { names: ['iPhone 15 (PTA Approved)'] } },
  { query: 'kurta', kind: 'partial', expect: { names: [/\bKurta\b/] } },
  { query: 'desi ghee', kind: 'partial', first: true, expect: { names: ['Desi Ghee 1kg'] } },
  {
    query: 'bluetooth speaker',
    kind: 'partial',
    first: true,
    expect: { names: ['Faster Bluetooth Speaker'] },
  },
  { query: 'biryani', kind: 'partial', first: true, expect: { names: ['Biryani Masala'] } },
  { query: 'lawn', kind: 'partial', expect: { names: [/\bLawn\b/] } },

  // ── Typos ──────────────────────────────────────────────────────────────────────────────────────
  { query: 'samsng', kind: 'typo', expect: { names: [SAMSUNG] } },
  { query: 'shampo', kind: 'typo', expect: { names: ['Herbal Shampoo 400ml', 'Anti-Dandruff Shampoo'] } },
  { query: 'infinx', kind: 'typo', expect: { names: ['Infinix Note 40 Pro'] } },
  { query: 'panadool', kind: 'typo', expect: { names: ['Panadol 500mg (20 Tabs)'] } },
  { query: 'biryani masalla', kind: 'typo', expect: { names: ['Biryani Masala'] } },
  { query: 'tomatos', kind: 'typo', expect: { names: ['Tomatoes'] } },
  { query: 'sunglases', kind: 'typo', expect: { categories: ['Sunglasses'], names: ['Cat-Eye Sunglasses'] } },
  { query: 'televison', kind: 'typo', expect: { categories: ['Televisions'] } },
  { query: 'headphnes', kind: 'typo', expect: { categories: ['Headphones & Audio'] } },
  { query: 'chawl', kind: 'typo', expect: { names: RICE } },

  // ── Roman Urdu: words in the demo names (no synonyms needed) ───────────────────────────────────
  { query: 'chawal', kind: 'roman-urdu', expect: { names: RICE } },
  { query: 'atta', kind: 'roman-urdu', expect: { names: ATTA } },
  { query: 'chai', kind: 'roman-urdu', expect: { categories: ['Tea & Beverages'] } },
  { query: 'daal', kind: 'roman-urdu', expect: { names: ['Daal Chana', 'Daal Masoor'] } },
  { query: 'lal mirch', kind: 'roman-urdu', first: true, expect: { names: ['Lal Mirch Powder'] } },
  { query: 'haldi', kind: 'roman-urdu', first: true, expect: { names: ['Haldi Powder'] } },
  { query: 'jutti', kind: 'roman-urdu', expect: { categories: ['Khussa & Jutti'] } },
  { query: 'kameez', kind: 'roman-urdu', expect: { names: [/Kameez/] } },
  { query: 'chappal', kind: 'roman-urdu', expect: { names: ['Peshawari Chappal', 'Norozi Chappal'] } },
  { query: 'jhumka', kind: 'roman-urdu', first: true, expect: { names: ['Kundan Jhumka Earrings'] } },

  // ── Roman Urdu that only synonyms can answer ───────────────────────────────────────────────────
  {
    query: 'doodh',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['Olpers Milk 1L'], categories: ['Milk & Dairy'] },
  },
  { query: 'aata', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ATTA } },
  { query: 'chawel', kind: 'roman-urdu', needs: 'synonyms', expect: { names: RICE } },
  { query: 'joote', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ["Men's Shoes"] } },
  {
    query: 'kapray',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { categories: ['T-Shirts & Polos', 'Kurta Shalwar', 'Lawn Suits'] },
  },
  {
    query: 'aam',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['Sindhri Mangoes', 'Chaunsa Mangoes'] },
  },
  { query: 'kela', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Bananas (Dozen)'] } },
  { query: 'seb', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Kala Kulu Apples'] } },
  { query: 'amrood', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Guava'] } },
  { query: 'tamatar', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Tomatoes'] } },
  { query: 'pyaz', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Onions'] } },
  { query: 'aloo', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Potatoes'] } },
  { query: 'hari mirch', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Green Chillies'] } },
  { query: 'dahi', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Prema Yogurt 1kg'] } },
  { query: 'makhan', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Nurpur Butter 200g'] } },
  { query: 'jeera', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Zeera Whole'] } },
  { query: 'ghari', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Watches'] } },
  { query: 'chashma', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Sunglasses'] } },
  {
    query: 'choorian',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['Gold-Plated Bangles Set'] },
  },
  { query: 'khushboo', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Fragrances'] } },
  { query: 'mehndi', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Henna Hair Colour'] } },
  { query: 'dawai', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Medicines'] } },
  { query: 'kitab', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Books'] } },
  {
    query: 'kursi',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['Recliner Chair', 'Dining Chair Set'] },
  },
  { query: 'khilona', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Toys'] } },
  {
    query: 'handsfree',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['Ronin R-7023 Earphones'] },
  },
  { query: 'sabzi', kind: 'roman-urdu', needs: 'synonyms', expect: { categories: ['Vegetables'] } },
  {
    query: 'balla',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['CA Plus English Willow Bat', 'Tape Ball Bat'] },
  },
  {
    query: 'chamra',
    kind: 'roman-urdu',
    needs: 'synonyms',
    expect: { names: ['Leather Oxford Formal Shoes', 'Leather Tote Bag'] },
  },
  { query: 'dulhan', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Bridal Khussa Red'] } },
  { query: 'suji', kind: 'roman-urdu', needs: 'synonyms', expect: { names: ['Sooji'] } },

  // ── Urdu script (only synonyms: the demo names are in Latin letters) ───────────────────────────
  { query: 'چاول', kind: 'urdu-script', needs: 'synonyms', expect: { names: RICE } },
  {
    query: 'دودھ',
    kind: 'urdu-script',
    needs: 'synonyms',
    expect: { names: ['Olpers Milk 1L'], categories: ['Milk & Dairy'] },
  },
  {
    query: 'دوده',
    kind: 'urdu-script',
    needs: 'synonyms',
    expect: { names: ['Olpers Milk 1L'], categories: ['Milk & Dairy'] },
  },
  { query: 'آٹا', kind: 'urdu-script', needs: 'synonyms', expect: { names: ATTA } },
  { query: 'چائے', kind: 'urdu-script', needs: 'synonyms', expect: { categories: ['Tea & Beverages'] } },
  { query: 'جوتے', kind: 'urdu-script', needs: 'synonyms', expect: { categories: ["Men's Shoes"] } },
  { query: 'کیلا', kind: 'urdu-script', needs: 'synonyms', expect: { names: ['Bananas (Dozen)'] } },

  // ── English words for goods the demo names in Urdu (only synonyms) ─────────────────────────────
  { query: 'flour', kind: 'english-synonym', needs: 'synonyms', expect: { names: ATTA } },
  {
    query: 'lentils',
    kind: 'english-synonym',
    needs: 'synonyms',
    expect: { names: ['Daal Chana', 'Daal Masoor'] },
  },
  { query: 'okra', kind: 'english-synonym', needs: 'synonyms', expect: { names: ['Bhindi'] } },
  { query: 'spinach', kind: 'english-synonym', needs: 'synonyms', expect: { names: ['Palak'] } },
  { query: 'turmeric', kind: 'english-synonym', needs: 'synonyms', expect: { names: ['Haldi Powder'] } },
  { query: 'cumin', kind: 'english-synonym', needs: 'synonyms', expect: { names: ['Zeera Whole'] } },

  // ── Category words ─────────────────────────────────────────────────────────────────────────────
  { query: 'smartphones', kind: 'category', expect: { categories: ['Smartphones'] } },
  { query: 'laptops', kind: 'category', expect: { categories: ['Laptops'] } },
  { query: 'watches', kind: 'category', expect: { categories: ['Watches'] } },
  { query: 'vegetables', kind: 'category', expect: { categories: ['Vegetables'] } },
  { query: 'cookware', kind: 'category', expect: { categories: ['Cookware'] } },
  { query: 'fragrances', kind: 'category', expect: { categories: ['Fragrances'] } },
  { query: 'baby care', kind: 'category', expect: { categories: ['Baby Care'] } },
  { query: 'spices', kind: 'category', expect: { categories: ['Spices & Masala'] } },
  { query: 'medicines', kind: 'category', expect: { categories: ['Medicines'] } },

  // ── Store names ────────────────────────────────────────────────────────────────────────────────
  {
    query: 'hafeez centre',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Hafeez Centre Mobiles'] },
  },
  {
    query: 'jinnah super',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Jinnah Super Grocers'] },
  },
  { query: 'shifa', kind: 'store', endpoint: 'stores', first: true, expect: { names: ['Shifa Pharmacy'] } },
  {
    query: 'kiryana',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Raja Bazaar Kiryana Store'] },
  },
  {
    query: 'jutti ghar',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Qissa Khwani Jutti Ghar'] },
  },
  {
    query: 'urdu bazaar',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Urdu Bazaar Book Depot'] },
  },
  {
    query: 'ghanta ghar',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Ghanta Ghar Watch Co.'] },
  },
  {
    query: 'beauty bar',
    kind: 'store',
    endpoint: 'stores',
    first: true,
    expect: { names: ['Tariq Road Beauty Bar'] },
  },
  { query: 'hafeez', kind: 'store', expect: { stores: ['Hafeez Centre Mobiles'] } },
  { query: 'kids planet', kind: 'store', expect: { stores: ['Kids Planet Rawalpindi'] } },

  // ── Brands ─────────────────────────────────────────────────────────────────────────────────────
  { query: 'tapal', kind: 'brand', first: true, expect: { names: ['Tapal Danedar 950g'] } },
  { query: 'olpers', kind: 'brand', first: true, expect: { names: ['Olpers Milk 1L'] } },
  { query: 'nurpur', kind: 'brand', first: true, expect: { names: ['Nurpur Butter 200g'] } },
  {
    query: 'audionic',
    kind: 'brand',
    expect: { names: ['Audionic Airbud 550', 'Audionic Blue Beats B-747'] },
  },
  { query: 'casio', kind: 'brand', first: true, expect: { names: ['Casio Edifice Chronograph'] } },
  { query: 'dawn bread', kind: 'brand', first: true, expect: { names: ['Dawn Bread Large'] } },
  { query: 'rivaj', kind: 'brand', first: true, expect: { names: ['Rivaj UK Foundation'] } },
  { query: 'pampers', kind: 'brand', first: true, expect: { names: ['Pampers Diapers Size 4'] } },
  { query: 'xiaomi', kind: 'brand', expect: { names: [/^Xiaomi /] } },
  { query: 'haier', kind: 'brand', first: true, expect: { names: ['Haier 55" 4K Google TV'] } },
  { query: 'rooh afza', kind: 'brand', first: true, expect: { names: ['Rooh Afza 800ml'] } },
];

/** What `items/search-suggestion` should offer as the shopper types. */
export type SuggestionCheck = {
  query: string;
  /** Any one of these in each list given. */
  items?: (string | RegExp)[];
  stores?: string[];
  categories?: string[];
  needs?: 'synonyms';
};

export const SUGGESTION_CHECKS: SuggestionCheck[] = [
  { query: 'samsu', items: [SAMSUNG] },
  { query: 'chaw', items: ['Super Kernel Basmati Chawal'] },
  { query: 'hafeez', stores: ['Hafeez Centre Mobiles'] },
  { query: 'jutti', categories: ['Khussa & Jutti'], stores: ['Qissa Khwani Jutti Ghar'] },
  { query: 'masala', categories: ['Spices & Masala'] },
  { query: 'smart', categories: ['Smartphones'] },
  { query: 'tapal dane', items: ['Tapal Danedar 950g'] },
  { query: 'chaw', categories: ['Rice & Atta'], needs: 'synonyms' },
  { query: 'doodh', categories: ['Milk & Dairy'], items: ['Olpers Milk 1L'], needs: 'synonyms' },
  { query: 'chai', categories: ['Tea & Beverages'], needs: 'synonyms' },
  { query: 'joot', categories: ["Men's Shoes"], needs: 'synonyms' },
  { query: 'sabzi', categories: ['Vegetables'], needs: 'synonyms' },
  { query: 'kitab', categories: ['Books'], needs: 'synonyms' },
  { query: 'کیلا', items: ['Bananas (Dozen)'], needs: 'synonyms' },
  { query: 'چاول', categories: ['Rice & Atta'], needs: 'synonyms' },
];
