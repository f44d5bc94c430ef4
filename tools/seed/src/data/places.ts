/**
 * Cities the demo market serves, with a rough box around each as its delivery zone, and their names
 * as Urdu, Arabic and Spanish write them (decision 216): shown in the city picker of a new address.
 */
export const CITIES = [
  { name: 'Islamabad', lat: 33.6844, lng: 73.0479, zone: 'Islamabad & Rawalpindi', translations: { ur: 'اسلام آباد', ar: 'إسلام آباد', sp: 'Islamabad' } },
  { name: 'Rawalpindi', lat: 33.5651, lng: 73.0169, zone: 'Islamabad & Rawalpindi', translations: { ur: 'راولپنڈی', ar: 'راولبندي', sp: 'Rawalpindi' } },
  { name: 'Lahore', lat: 31.5204, lng: 74.3587, zone: 'Lahore', translations: { ur: 'لاہور', ar: 'لاهور', sp: 'Lahore' } },
  { name: 'Karachi', lat: 24.8607, lng: 67.0011, zone: 'Karachi', translations: { ur: 'کراچی', ar: 'كراتشي', sp: 'Karachi' } },
  { name: 'Faisalabad', lat: 31.4504, lng: 73.135, zone: 'Faisalabad', translations: { ur: 'فیصل آباد', ar: 'فيصل آباد', sp: 'Faisalabad' } },
  { name: 'Peshawar', lat: 34.0151, lng: 71.5249, zone: 'Peshawar', translations: { ur: 'پشاور', ar: 'بيشاور', sp: 'Peshawar' } },
  { name: 'Multan', lat: 30.1575, lng: 71.5249, zone: 'Multan', translations: { ur: 'ملتان', ar: 'ملتان', sp: 'Multán' } },
] as const;

/** Zone polygons as [lng, lat] corners. */
export const ZONES: { name: string; corners: [number, number][] }[] = [
  { name: 'Islamabad & Rawalpindi', corners: [[72.8, 33.4], [73.35, 33.4], [73.35, 33.85], [72.8, 33.85]] },
  { name: 'Lahore', corners: [[74.05, 31.25], [74.6, 31.25], [74.6, 31.75], [74.05, 31.75]] },
  { name: 'Karachi', corners: [[66.75, 24.7], [67.45, 24.7], [67.45, 25.15], [66.75, 25.15]] },
  { name: 'Faisalabad', corners: [[72.95, 31.3], [73.3, 31.3], [73.3, 31.6], [72.95, 31.6]] },
  { name: 'Peshawar', corners: [[71.35, 33.85], [71.7, 33.85], [71.7, 34.15], [71.35, 34.15]] },
  { name: 'Multan', corners: [[71.3, 30.0], [71.7, 30.0], [71.7, 30.35], [71.3, 30.35]] },
];

/** Module ids follow this order: the spec's default module (2) is the general shop. */
export const MODULES = [
  { name: 'Grocery', slug: 'grocery', type: 'grocery' },
  { name: 'Shop', slug: 'shop', type: 'ecommerce' },
  { name: 'Pharmacy', slug: 'pharmacy', type: 'pharmacy' },
  { name: 'Food', slug: 'food', type: 'food' },
] as const;

export type SeedStore = {
  name: string;
  city: (typeof CITIES)[number]['name'];
  address: string;
  phone: string;
  module: string;
  categories: string[];
  contribution: number;
  minimumOrder: number;
  deliveryTime: string;
  featured?: boolean;
  closedDays?: number[];
  /** Open round the clock (the README's curl purchase works at any hour). */
  allDay?: boolean;
  ownRates?: boolean;
};

export const STORES: SeedStore[] = [
  { name: 'Hafeez Centre Mobiles', city: 'Lahore', address: 'Shop 12, Hafeez Centre, Gulberg III, Lahore', phone: '3001112233', module: 'shop', categories: ['Mobiles & Tablets', 'Electronics'], contribution: 20, minimumOrder: 1000, deliveryTime: '1-3 days', featured: true, ownRates: true },
  { name: 'Saddar Electronics Hub', city: 'Karachi', address: 'Abdullah Haroon Road, Saddar, Karachi', phone: '3211234567', module: 'shop', categories: ['Electronics', 'Mobiles & Tablets', 'Watches & Accessories'], contribution: 0, minimumOrder: 2000, deliveryTime: '2-4 days' },
  { name: 'Liberty Fashion House', city: 'Lahore', address: 'Liberty Market, Gulberg, Lahore', phone: '3334455667', module: 'shop', categories: ["Women's Fashion", "Men's Fashion"], contribution: 50, minimumOrder: 0, deliveryTime: '2-5 days', featured: true },
  { name: 'Qissa Khwani Jutti Ghar', city: 'Peshawar', address: 'Qissa Khwani Bazaar, Peshawar', phone: '3159988776', module: 'shop', categories: ["Men's Fashion"], contribution: 0, minimumOrder: 0, deliveryTime: '3-5 days', closedDays: [5] },
  { name: 'Jinnah Super Grocers', city: 'Islamabad', address: 'Jinnah Super Market, F-7 Markaz, Islamabad', phone: '3005556677', module: 'grocery', categories: ['Grocery & Staples', 'Bakery & Dairy', 'Fresh Produce'], contribution: 100, minimumOrder: 500, deliveryTime: '30-60 min', featured: true, allDay: true },
  { name: 'Raja Bazaar Kiryana Store', city: 'Rawalpindi', address: 'Raja Bazaar, Rawalpindi', phone: '3125554433', module: 'grocery', categories: ['Grocery & Staples', 'Fresh Produce'], contribution: 0, minimumOrder: 300, deliveryTime: '45-90 min' },
  { name: 'Tariq Road Beauty Bar', city: 'Karachi', address: 'Tariq Road, PECHS Block 2, Karachi', phone: '3452223344', module: 'shop', categories: ['Beauty & Personal Care'], contribution: 25, minimumOrder: 0, deliveryTime: '1-3 days', featured: true },
  { name: 'Blue Area Home Store', city: 'Islamabad', address: 'Jinnah Avenue, Blue Area, Islamabad', phone: '3017778899', module: 'shop', categories: ['Home & Living', 'Kitchen & Dining'], contribution: 0, minimumOrder: 1500, deliveryTime: '2-4 days' },
  { name: 'Urdu Bazaar Book Depot', city: 'Lahore', address: 'Urdu Bazaar, near Data Darbar, Lahore', phone: '3226667788', module: 'shop', categories: ['Books & Stationery'], contribution: 0, minimumOrder: 0, deliveryTime: '2-4 days' },
  { name: 'Faisalabad Sports Emporium', city: 'Faisalabad', address: 'D Ground, Peoples Colony, Faisalabad', phone: '3014443322', module: 'shop', categories: ['Sports & Outdoors', 'Toys & Kids'], contribution: 10, minimumOrder: 0, deliveryTime: '2-5 days' },
  { name: 'Shifa Pharmacy', city: 'Islamabad', address: 'Sector H-8/4, Islamabad', phone: '3008889900', module: 'pharmacy', categories: ['Health & Pharmacy'], contribution: 0, minimumOrder: 0, deliveryTime: '30-60 min', featured: true },
  { name: 'Kids Planet Rawalpindi', city: 'Rawalpindi', address: 'Saddar, Bank Road, Rawalpindi', phone: '3336665544', module: 'shop', categories: ['Toys & Kids'], contribution: 0, minimumOrder: 0, deliveryTime: '1-3 days' },
  { name: 'Ghanta Ghar Watch Co.', city: 'Multan', address: 'Hussain Agahi Bazaar, Multan', phone: '3067776655', module: 'shop', categories: ['Watches & Accessories', 'Beauty & Personal Care'], contribution: 0, minimumOrder: 0, deliveryTime: '3-5 days', closedDays: [0] },
];
