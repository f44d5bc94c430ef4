import type { ProductKind } from '../art';
import { PAGE_TEXTS, PAGE_TRANSLATIONS } from './page-texts';

export const CAMPAIGNS: { title: string; description: string; kind: ProductKind; days: [number, number]; stores: number }[] = [
  { title: 'Azadi Sale', description: 'Celebrate Independence Day with green deals across the market: up to 40% off.', kind: 'tshirt', days: [-5, 25], stores: 6 },
  { title: 'Eid ul Adha Bachat Mela', description: 'Kitchen, clothes and groceries for Eid, delivered before chaand raat.', kind: 'cookware', days: [-2, 30], stores: 5 },
  { title: 'Winter Warmers', description: 'Khaddar, karandi and chai: everything for the cold months.', kind: 'kurta', days: [0, 60], stores: 4 },
  { title: '11.11 Mega Sale', description: 'The biggest online sale of the year with store-wise vouchers.', kind: 'phone', days: [-1, 10], stores: 8 },
];

export const BANNERS: { title: string; subtitle: string; kind: ProductKind; badge: string }[] = [
  { title: 'Mobile Mania', subtitle: 'PTA-approved phones on easy delivery', kind: 'phone', badge: 'UP TO 25% OFF' },
  { title: 'Lawn Collection 2026', subtitle: 'Fresh prints from Liberty Market', kind: 'kurta', badge: 'NEW' },
  { title: 'Ghar ka Sauda', subtitle: 'Atta, chawal, daal at your door in an hour', kind: 'rice-bag', badge: 'FREE DELIVERY' },
  { title: 'Beauty Week', subtitle: 'Top brands, original products', kind: 'lipstick', badge: '20% OFF' },
];

export const COUPONS = [
  { title: 'Welcome to Bazaar', code: 'WELCOME100', discountType: 'amount', discount: 100, minPurchase: 1000, maxDiscount: 0, couponType: 'default', limit: 1, days: [-30, 365] },
  { title: 'Eid Special 20%', code: 'EID20', discountType: 'percent', discount: 20, minPurchase: 2000, maxDiscount: 500, couponType: 'default', limit: 3, days: [-10, 90] },
  { title: 'Lahore Zone 10%', code: 'LAHORE10', discountType: 'percent', discount: 10, minPurchase: 1500, maxDiscount: 300, couponType: 'zone_wise', limit: null, days: [-10, 120], zone: 'Lahore' },
  { title: 'Fashion House 15%', code: 'LIBERTY15', discountType: 'percent', discount: 15, minPurchase: 3000, maxDiscount: 1000, couponType: 'store_wise', limit: 2, days: [-10, 120], store: 'Liberty Fashion House' },
  { title: 'Summer (expired)', code: 'SUMMER50', discountType: 'amount', discount: 50, minPurchase: 500, maxDiscount: 0, couponType: 'default', limit: 1, days: [-200, -100] },
] as const;

export const BLOG_CATEGORIES = ['Shopping Guides', 'Recipes', 'Fashion', 'Tech'];

export const BLOGS: { title: string; category: string; kind: ProductKind; excerpt: string; body: string }[] = [
  {
    title: 'How to tell a PTA-approved phone before you buy',
    category: 'Tech',
    kind: 'phone',
    excerpt: 'Check the IMEI with DIRBS in one SMS and avoid a blocked handset.',
    body: 'Every phone sold in Pakistan must be registered with the PTA. Before you pay, dial *#06# to read the IMEI and send it by SMS to 8484. A compliant phone answers as such. On Bazaar every phone listing marked "PTA Approved" has been checked by the store.\n\nKeep the box and the receipt: the IMEI printed on the box must match the phone.',
  },
  {
    title: 'Perfect Sindhi biryani at home',
    category: 'Recipes',
    kind: 'rice-bag',
    excerpt: 'Sella basmati, a good biryani masala and patience: our step-by-step guide.',
    body: 'Soak two cups of sella basmati for thirty minutes. Fry onions until golden, add chicken, yogurt and biryani masala, and cook until the oil separates. Boil the rice to 70%, layer it over the qorma with mint, coriander and fried onions, and steam on a tawa for twenty minutes.\n\nEverything you need is in the Grocery & Staples category.',
  },
  {
    title: 'Lawn season: choosing fabric for Pakistani summers',
    category: 'Fashion',
    kind: 'kurta',
    excerpt: 'Lawn, cambric or linen? What keeps you cool from May to August.',
    body: 'Lawn is light and breathes well in Lahore and Karachi heat. Cambric is slightly heavier and holds embroidery better. Linen suits the shoulder months. Look for colour-fast digital prints and pre-washed fabric to avoid shrinkage.',
  },
  {
    title: 'Cash on delivery, wallet or card: which should you use?',
    category: 'Shopping Guides',
    kind: 'handbag',
    excerpt: 'The three ways to pay on Bazaar and when each makes sense.',
    body: 'Cash on delivery lets you pay when the parcel arrives. The Bazaar wallet pays instantly and refunds land there first. Digital payment takes you to the payment page of our partner and returns you to your order.\n\nWhichever you choose, the price is computed by our server from the store\'s own prices and never from what a browser sends.',
  },
  {
    title: 'Winter chai: the karak way',
    category: 'Recipes',
    kind: 'tea-pack',
    excerpt: 'Danedar leaves, full-cream milk and a long boil.',
    body: 'Bring water to a boil with crushed elaichi, add two spoons of danedar tea per cup and let it darken. Pour in full-cream milk, sugar to taste, and boil again until it turns a deep caramel colour. Strain and serve with rusk.',
  },
  {
    title: 'Cricket bats: English willow versus Kashmir willow',
    category: 'Shopping Guides',
    kind: 'cricket-bat',
    excerpt: 'What the grains tell you and which bat suits tape-ball cricket.',
    body: 'English willow is lighter and springier, favoured for hard-ball cricket. Kashmir willow is denser and more durable, a better pick for tape ball in the gali. Knock in a new bat for six hours before playing with a leather ball.',
  },
];

export const SETTINGS: Record<string, unknown> = {
  business_name: 'Bazaar',
  currency_symbol: 'Rs',
  phone: '+92 51 111 222 333',
  email: 'support@bazaar.pk',
  address: 'Plot 21, I-9/3 Industrial Area, Islamabad',
  ...PAGE_TEXTS,
  page_translations: PAGE_TRANSLATIONS,
  delivery_times: ['30-60 min', '1-3 days', '2-5 days'],
  leopard_detail: {
    courier: 'Leopards Courier',
    rates: [
      { kg: 1, rate: 150 },
      { kg: 2, rate: 220 },
      { kg: 3, rate: 290 },
      { kg: 5, rate: 420 },
      { kg: 10, rate: 750 },
      { kg: 25, rate: 1600 },
    ],
  },
  pages_seo: {
    home: { title: 'Bazaar — shop online in Pakistan', description: 'Phones, fashion, groceries and more from local stores.' },
    categories: { title: 'All categories — Bazaar', description: 'Browse every category on Bazaar.' },
    stores: { title: 'Stores — Bazaar', description: 'Shops across Pakistan on one marketplace.' },
  },
  social_media: [
    { name: 'facebook', link: 'https://facebook.com/bazaar.pk' },
    { name: 'instagram', link: 'https://instagram.com/bazaar.pk' },
    { name: 'youtube', link: 'https://youtube.com/@bazaarpk' },
  ],
};

/** The store-own courier table (cheaper heavy slabs) for stores flagged ownRates. */
export const STORE_RATES = {
  courier: 'TCS',
  rates: [
    { kg: 1, rate: 130 },
    { kg: 3, rate: 260 },
    { kg: 5, rate: 380 },
    { kg: 10, rate: 650 },
  ],
};

export const DEMO_CUSTOMER = {
  fName: 'Ayesha',
  lName: 'Khan',
  email: 'demo@bazaar.pk',
  phone: '3001234567',
  password: 'bazaar-demo-2026',
  walletCredit: 5000,
};
