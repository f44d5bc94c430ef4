import type { ProductKind } from '../art';
import type { PriceKind } from '../prices/table';

/**
 * One product line of the catalogue: its products, each with the kind of product its price is drawn
 * from (prices/table.ts), the picture it gets and a parcel size.
 */
export type ProductLine = {
  kind: ProductKind;
  unit: string;
  /** kg per unit */
  weight: number;
  /** cm: length, width, height */
  dims: [number, number, number];
  /** Options a shopper picks; `factors` prices each against the base (the 10 kg bag ≈ twice the 5 kg). */
  variations?: { name: string; options: string[]; factors?: number[] };
  veg?: boolean;
  products: Record<string, PriceKind>;
  /** Products drawn as another kind than the line's: a charger among mobile accessories is no headphone. */
  art?: Record<string, ProductKind>;
};

export type SeedCategory = { name: string; kind: ProductKind; module: string; children: Record<string, ProductLine> };

/** The products of a line in order, with their price kinds and the kind of picture each gets. */
export const productsOf = (line: ProductLine) =>
  Object.entries(line.products).map(([name, price]) => ({ name, price, art: line.art?.[name] ?? line.kind }));

export const CATEGORIES: SeedCategory[] = [
  {
    name: 'Mobiles & Tablets', kind: 'phone', module: 'shop',
    children: {
      Smartphones: { kind: 'phone', unit: 'pc', weight: 0.35, dims: [18, 10, 6], variations: { name: 'Storage', options: ['128GB', '256GB'], factors: [1, 1.12] },
        products: {
          'Samsung Galaxy A55 5G': 'phone-upper-mid',
          'Samsung Galaxy S24 Ultra': 'phone-flagship',
          'Infinix Note 40 Pro': 'phone-mid',
          'Tecno Camon 30': 'phone-mid',
          'Xiaomi Redmi Note 13': 'phone-mid',
          'Vivo Y36': 'phone-mid',
          'Oppo Reno 11F': 'phone-upper-mid',
          'Realme C67': 'phone-budget',
          'iPhone 15 (PTA Approved)': 'phone-iphone',
          'Nokia G42': 'phone-budget',
        } },
      Tablets: { kind: 'tablet', unit: 'pc', weight: 0.7, dims: [28, 20, 5],
        products: {
          'Samsung Galaxy Tab A9+': 'tablet-mid',
          'Lenovo Tab M10': 'tablet-budget',
          'iPad 10th Generation': 'tablet-apple',
          'Xiaomi Pad 6': 'tablet-mid',
          'Huawei MatePad T10s': 'tablet-budget',
          'Realme Pad 2': 'tablet-mid',
        } },
      'Mobile Accessories': { kind: 'charger', unit: 'pc', weight: 0.15, dims: [15, 10, 4],
        products: {
          'Samsung 25W Fast Charger': 'charger',
          'Baseus Power Bank 20000mAh': 'power-bank',
          'Audionic Airbud 550': 'earbuds',
          'Ronin R-7023 Earphones': 'earphones-wired',
          'Type-C Braided Cable 1m': 'phone-cable',
          'Magnetic Car Phone Holder': 'phone-holder',
          'Tempered Glass Protector': 'screen-protector',
          'Silicone Back Cover': 'phone-cover',
        },
        art: {
          'Baseus Power Bank 20000mAh': 'power-bank',
          'Audionic Airbud 550': 'earbuds',
          'Ronin R-7023 Earphones': 'earphones',
          'Magnetic Car Phone Holder': 'phone-holder',
          'Tempered Glass Protector': 'screen-protector',
          'Silicone Back Cover': 'phone-cover',
          'Type-C Braided Cable 1m': 'phone-cable',
        } },
    },
  },
  {
    name: 'Electronics', kind: 'tv', module: 'shop',
    children: {
      Laptops: { kind: 'laptop', unit: 'pc', weight: 2.2, dims: [45, 32, 8],
        products: {
          'HP 250 G9 Core i5': 'laptop-entry',
          'Dell Latitude 5420': 'laptop-refurbished',
          'Lenovo IdeaPad Slim 3': 'laptop-entry',
          'Apple MacBook Air M2': 'laptop-apple',
          'Asus Vivobook 15': 'laptop-entry',
          'Acer Aspire 7 Gaming': 'laptop-gaming',
          'HP EliteBook 840 G6': 'laptop-refurbished',
        } },
      Televisions: { kind: 'tv', unit: 'pc', weight: 9.5, dims: [110, 70, 15],
        products: {
          'TCL 43" Android LED': 'tv-mid',
          'Haier 55" 4K Google TV': 'tv-mid',
          'Samsung 50" Crystal UHD': 'tv-mid',
          'EcoStar 32" Smart LED': 'tv-small',
          'Orient 40" Full HD LED': 'tv-small',
          'Sony Bravia 65" 4K': 'tv-premium',
        } },
      'Headphones & Audio': { kind: 'headphones', unit: 'pc', weight: 0.4, dims: [22, 18, 9],
        products: {
          'Sony WH-1000XM5': 'headphones-premium',
          'JBL Tune 520BT': 'headphones-mid',
          'Audionic Blue Beats B-747': 'headphones-budget',
          'Anker Soundcore Q20i': 'headphones-mid',
          'Faster Bluetooth Speaker': 'speaker',
          'Realme Buds T300': 'earbuds',
          'Xiaomi Sound Pocket': 'speaker',
        },
        art: {
          'Faster Bluetooth Speaker': 'speaker',
          'Realme Buds T300': 'earbuds',
          'Xiaomi Sound Pocket': 'speaker',
        } },
    },
  },
  {
    name: "Men's Fashion", kind: 'tshirt', module: 'shop',
    children: {
      'T-Shirts & Polos': { kind: 'tshirt', unit: 'pc', weight: 0.25, dims: [30, 25, 3], variations: { name: 'Size', options: ['S', 'M', 'L', 'XL'] },
        products: {
          'Cotton Crew Neck Tee': 'tshirt',
          'Pique Polo Shirt': 'tshirt',
          'Graphic Print T-Shirt': 'tshirt',
          'Henley Full Sleeve Tee': 'tshirt',
          'Oversized Drop Shoulder Tee': 'tshirt',
          'Striped Polo': 'tshirt',
          'Dri-Fit Sports Tee': 'tshirt',
          'V-Neck Basic Tee': 'tshirt',
        } },
      'Kurta Shalwar': { kind: 'kurta', unit: 'pc', weight: 0.6, dims: [35, 28, 5], variations: { name: 'Size', options: ['S', 'M', 'L', 'XL'] },
        products: {
          'Wash & Wear Shalwar Kameez': 'menswear-everyday',
          'Embroidered Cotton Kurta': 'menswear-everyday',
          'Khaddar Winter Suit': 'menswear-winter',
          'Eid Collection Kurta Pajama': 'menswear-festive',
          'Boski Silk Kameez Shalwar': 'menswear-festive',
          'Jamawar Waistcoat': 'menswear-winter',
          'Latha White Kurta': 'menswear-everyday',
          'Karandi Winter Kurta': 'menswear-winter',
        },
        art: {
          'Jamawar Waistcoat': 'waistcoat',
        } },
      "Men's Shoes": { kind: 'shoe', unit: 'pair', weight: 0.9, dims: [33, 22, 12], variations: { name: 'Size', options: ['40', '41', '42', '43', '44'] },
        products: {
          'Leather Oxford Formal Shoes': 'shoes-formal',
          'Running Sneakers': 'shoes-sports',
          'Peshawari Chappal': 'shoes-casual',
          'Canvas Slip-Ons': 'shoes-casual',
          'Suede Loafers': 'shoes-formal',
          'Hiking Boots': 'shoes-sports',
          'Norozi Chappal': 'shoes-casual',
        },
        art: {
          'Leather Oxford Formal Shoes': 'oxford-shoes',
          'Suede Loafers': 'loafers',
          'Hiking Boots': 'hiking-boots',
          'Peshawari Chappal': 'chappal',
          'Norozi Chappal': 'chappal',
        } },
    },
  },
  {
    name: "Women's Fashion", kind: 'kurta', module: 'shop',
    children: {
      'Lawn Suits': { kind: 'kurta', unit: 'suit', weight: 0.7, dims: [35, 28, 5], variations: { name: 'Pieces', options: ['2 Piece', '3 Piece'], factors: [1, 1.25] },
        products: {
          'Digital Print Lawn 3-Piece': 'lawn-unstitched',
          'Embroidered Lawn Collection': 'lawn-unstitched',
          'Chikankari Kurti': 'kurti',
          'Summer Cambric Suit': 'lawn-unstitched',
          'Luxury Chiffon Formal': 'formal-wear',
          'Khaddar Winter 3-Piece': 'lawn-unstitched',
          'Printed Linen Suit': 'lawn-unstitched',
          'Festive Silk Kurti': 'kurti',
        } },
      Handbags: { kind: 'handbag', unit: 'pc', weight: 0.8, dims: [35, 15, 28],
        products: {
          'Leather Tote Bag': 'handbag',
          'Quilted Crossbody Bag': 'handbag',
          'Embellished Clutch': 'handbag',
          'Canvas Shopper': 'handbag',
          'Mini Sling Bag': 'handbag',
          'Office Laptop Handbag': 'handbag',
        } },
      'Khussa & Jutti': { kind: 'jutti', unit: 'pair', weight: 0.5, dims: [28, 12, 10], variations: { name: 'Size', options: ['36', '37', '38', '39', '40'] },
        products: {
          'Multani Khussa Gold Tilla': 'khussa',
          'Punjabi Jutti Embroidered': 'khussa',
          'Bridal Khussa Red': 'khussa-bridal',
          'Kolhapuri Flats': 'khussa',
          'Velvet Mojari': 'khussa',
          'Casual Flat Khussa': 'khussa',
        } },
    },
  },
  {
    name: 'Watches & Accessories', kind: 'watch', module: 'shop',
    children: {
      Watches: { kind: 'watch', unit: 'pc', weight: 0.3, dims: [12, 10, 8],
        products: {
          'Casio Edifice Chronograph': 'watch-branded',
          'Citizen Eco-Drive': 'watch-branded',
          'Curren Steel Analog': 'watch-budget',
          'Xiaomi Smart Band 8': 'smart-band',
          'Samsung Galaxy Watch 6': 'smartwatch',
          'Tissot PRX Quartz': 'watch-luxury',
        },
        art: {
          'Xiaomi Smart Band 8': 'smart-band',
        } },
      Sunglasses: { kind: 'sunglasses', unit: 'pc', weight: 0.1, dims: [16, 6, 5],
        products: {
          'Polarized Aviator': 'sunglasses',
          'Wayfarer Classic': 'sunglasses',
          'Round Retro Shades': 'sunglasses',
          'Sports Wraparound': 'sunglasses',
          'Cat-Eye Sunglasses': 'sunglasses',
        } },
      Jewellery: { kind: 'jewellery', unit: 'pc', weight: 0.05, dims: [8, 8, 5],
        products: {
          'Kundan Jhumka Earrings': 'jewellery-artificial',
          'Silver Ring with Feroza': 'jewellery-silver',
          'Gold-Plated Bangles Set': 'jewellery-artificial',
          'Pearl Mala Necklace': 'jewellery-artificial',
          'Oxidised Choker': 'jewellery-artificial',
        },
        art: {
          'Kundan Jhumka Earrings': 'earrings',
          'Gold-Plated Bangles Set': 'bangles',
          'Pearl Mala Necklace': 'pearl-mala',
          'Oxidised Choker': 'choker',
        } },
    },
  },
  {
    name: 'Beauty & Personal Care', kind: 'lipstick', module: 'shop',
    children: {
      Makeup: { kind: 'lipstick', unit: 'pc', weight: 0.05, dims: [8, 3, 3],
        products: {
          'Matte Liquid Lipstick': 'makeup',
          'Rivaj UK Foundation': 'makeup',
          'Kajal Eye Liner': 'makeup',
          'Compact Powder': 'makeup',
          'Nail Polish Set': 'makeup',
          'Blush Palette': 'makeup',
          'Mascara Waterproof': 'makeup',
        },
        art: {
          'Rivaj UK Foundation': 'foundation',
          'Compact Powder': 'compact',
          'Nail Polish Set': 'nail-polish',
          'Blush Palette': 'eye-palette',
          'Mascara Waterproof': 'mascara',
        } },
      Fragrances: { kind: 'perfume', unit: 'pc', weight: 0.35, dims: [12, 8, 8],
        products: {
          'J. Janan Eau de Parfum': 'perfume',
          'Oud Attar 12ml': 'perfume',
          'Bonanza Satrangi Scent': 'perfume',
          'Musk Body Mist': 'body-mist',
          'Rose Perfume Oil': 'body-mist',
          'Signature for Men': 'perfume',
        } },
      'Hair Care': { kind: 'bottle', unit: 'bottle', weight: 0.45, dims: [20, 7, 7],
        products: {
          'Herbal Shampoo 400ml': 'hair-care',
          'Amla Hair Oil': 'hair-care',
          'Argan Oil Conditioner': 'hair-treatment',
          'Anti-Dandruff Shampoo': 'hair-care',
          'Henna Hair Colour': 'hair-care',
          'Keratin Hair Mask': 'hair-treatment',
        } },
    },
  },
  {
    name: 'Grocery & Staples', kind: 'rice-bag', module: 'grocery',
    children: {
      'Rice & Atta': { kind: 'rice-bag', unit: 'bag', weight: 5, dims: [45, 30, 12], variations: { name: 'Pack', options: ['5kg', '10kg'], factors: [1, 1.95] }, veg: true,
        products: {
          'Super Kernel Basmati Chawal': 'basmati-rice-5kg',
          'Sella Basmati Rice': 'basmati-rice-5kg',
          'Chakki Atta': 'flour-5kg',
          'Fine Atta': 'flour-5kg',
          'Brown Rice': 'basmati-rice-5kg',
          'Daal Chana': 'pulses-5kg',
          'Daal Masoor': 'pulses-5kg',
          'Sooji': 'flour-5kg',
        } },
      'Spices & Masala': { kind: 'spice-jar', unit: 'pack', weight: 0.1, dims: [12, 8, 3], veg: true,
        products: {
          'Biryani Masala': 'spice-pack',
          'Karahi Masala': 'spice-pack',
          'Nihari Masala': 'spice-pack',
          'Haldi Powder': 'spice-pack',
          'Lal Mirch Powder': 'spice-pack',
          'Garam Masala': 'spice-pack',
          'Chaat Masala': 'spice-pack',
          'Zeera Whole': 'spice-pack',
        } },
      'Tea & Beverages': { kind: 'tea-pack', unit: 'pack', weight: 0.5, dims: [18, 10, 6], veg: true,
        products: {
          'Tapal Danedar 950g': 'tea-large',
          'Lipton Yellow Label': 'tea-large',
          'Vital Green Tea': 'tea-small',
          'Kashmiri Chai Patti': 'tea-small',
          'Rooh Afza 800ml': 'drink-mix',
          'Nestle Milkpak 1L': 'milk-1l',
          'Tang Orange': 'drink-mix',
        },
        art: {
          'Rooh Afza 800ml': 'bottle',
          'Nestle Milkpak 1L': 'milk-carton',
          'Tang Orange': 'tub',
        } },
    },
  },
  {
    name: 'Fresh Produce', kind: 'fruit', module: 'grocery',
    children: {
      Fruits: { kind: 'fruit', unit: 'kg', weight: 1, dims: [25, 20, 12], veg: true,
        products: {
          'Sindhri Mangoes': 'fruit-seasonal',
          'Chaunsa Mangoes': 'fruit-seasonal',
          'Kinnow': 'fruit-everyday',
          'Kala Kulu Apples': 'fruit-seasonal',
          'Bananas (Dozen)': 'fruit-everyday',
          'Guava': 'fruit-everyday',
          'Pomegranate': 'fruit-premium',
          'Dates Aseel': 'fruit-premium',
        },
        art: {
          'Sindhri Mangoes': 'mangoes',
          'Chaunsa Mangoes': 'mangoes',
          'Kala Kulu Apples': 'apples',
          'Kinnow': 'kinnow',
          'Bananas (Dozen)': 'bananas',
          'Guava': 'guava',
          'Pomegranate': 'pomegranate',
          'Dates Aseel': 'dates',
        } },
      Vegetables: { kind: 'vegetable', unit: 'kg', weight: 1, dims: [25, 20, 12], veg: true,
        products: {
          'Tomatoes': 'vegetable-staple',
          'Onions': 'vegetable-staple',
          'Potatoes': 'vegetable-staple',
          'Bhindi': 'vegetable-seasonal',
          'Green Chillies': 'vegetable-seasonal',
          'Palak': 'vegetable-staple',
          'Carrots': 'vegetable-staple',
          'Lauki': 'vegetable-staple',
        } },
    },
  },
  {
    name: 'Bakery & Dairy', kind: 'bread', module: 'grocery',
    children: {
      'Bread & Rusk': { kind: 'bread', unit: 'pack', weight: 0.4, dims: [25, 12, 10], veg: true,
        products: {
          'Dawn Bread Large': 'bakery-pack',
          'Bake Parlor Rusk': 'bakery-pack',
          'Whole Wheat Bread': 'bakery-pack',
          'Milky Bun Pack': 'bakery-pack',
          'Cake Rusk': 'bakery-pack',
          'Shireen Naan Khatai': 'bakery-pack',
        } },
      'Milk & Dairy': { kind: 'milk-carton', unit: 'pack', weight: 1, dims: [20, 10, 8], veg: true,
        products: {
          'Olpers Milk 1L': 'milk-1l',
          'Nurpur Butter 200g': 'butter-cheese',
          'Adams Cheddar Cheese': 'butter-cheese',
          'Prema Yogurt 1kg': 'yogurt-1kg',
          'Desi Ghee 1kg': 'desi-ghee-1kg',
          'Fresh Lassi': 'lassi',
        },
        art: {
          'Nurpur Butter 200g': 'tub',
          'Adams Cheddar Cheese': 'tub',
          'Prema Yogurt 1kg': 'tub',
          'Desi Ghee 1kg': 'tub',
        } },
    },
  },
  {
    name: 'Home & Living', kind: 'sofa', module: 'shop',
    children: {
      Furniture: { kind: 'sofa', unit: 'pc', weight: 25, dims: [180, 80, 80],
        products: {
          'Sheesham Wood Sofa Set': 'furniture-large',
          'Study Table with Drawer': 'furniture-small',
          'Bed Side Table': 'furniture-small',
          'Recliner Chair': 'furniture-medium',
          'Shoe Rack 4-Tier': 'home-rack',
          'Dining Chair Set': 'furniture-medium',
        },
        art: {
          'Study Table with Drawer': 'study-table',
          'Bed Side Table': 'bedside-table',
          'Shoe Rack 4-Tier': 'shoe-rack',
          'Recliner Chair': 'chair',
          'Dining Chair Set': 'chair',
        } },
      Lighting: { kind: 'lamp', unit: 'pc', weight: 1.5, dims: [30, 30, 50],
        products: {
          'Brass Table Lamp': 'lamp-decor',
          'LED Floor Lamp': 'lamp-decor',
          'Moroccan Hanging Lantern': 'lamp-decor',
          'Solar Garden Light': 'light-utility',
          'Rechargeable Emergency Light': 'light-utility',
        } },
      'Indoor Plants': { kind: 'plant', unit: 'pot', weight: 2, dims: [25, 25, 40],
        products: {
          'Money Plant in Ceramic Pot': 'plant',
          'Snake Plant': 'plant',
          'Areca Palm': 'plant',
          'Peace Lily': 'plant',
          'Succulent Trio': 'plant',
        } },
    },
  },
  {
    name: 'Kitchen & Dining', kind: 'cookware', module: 'shop',
    children: {
      Cookware: { kind: 'cookware', unit: 'pc', weight: 2.5, dims: [40, 30, 15],
        products: {
          'Cast Iron Karahi': 'cookware-piece',
          'Non-Stick Fry Pan 26cm': 'cookware-piece',
          'Pressure Cooker 7L': 'cookware-large',
          'Steel Handi Set': 'cookware-large',
          'Tawa Roti Plate': 'cookware-piece',
          'Granite Cookware Set': 'cookware-set',
        },
        art: {
          'Cast Iron Karahi': 'karahi',
          'Steel Handi Set': 'stock-pot',
          'Pressure Cooker 7L': 'pressure-cooker',
          'Non-Stick Fry Pan 26cm': 'fry-pan',
          'Tawa Roti Plate': 'tawa',
        } },
      Dinnerware: { kind: 'dinnerware', unit: 'set', weight: 4, dims: [45, 35, 25],
        products: {
          'Melamine Dinner Set 72pc': 'dinner-set',
          'Bone China Tea Set': 'serveware',
          'Glass Tumbler Set': 'tableware',
          'Copper Serving Bowls': 'serveware',
          'Steel Thali Set': 'tableware',
        },
        art: {
          'Glass Tumbler Set': 'tumblers',
          'Steel Thali Set': 'thali',
          'Copper Serving Bowls': 'copper-bowls',
        } },
    },
  },
  {
    name: 'Books & Stationery', kind: 'book', module: 'shop',
    children: {
      Books: { kind: 'book', unit: 'pc', weight: 0.5, dims: [22, 15, 3],
        products: {
          'Peer-e-Kamil (Umera Ahmed)': 'book',
          'Raja Gidh (Bano Qudsia)': 'book',
          'Aag Ka Darya': 'book',
          'Shahab Nama': 'book',
          'The Reluctant Fundamentalist': 'book',
          'Diwan-e-Ghalib': 'book',
          'Bang-e-Dra (Iqbal)': 'book',
        } },
      Stationery: { kind: 'stationery', unit: 'pack', weight: 0.3, dims: [30, 21, 3],
        products: {
          'Dollar Gel Pens Pack': 'stationery',
          'Piano Notebook Set': 'stationery',
          'Geometry Box': 'stationery',
          'Oil Pastel Colours': 'stationery',
          'Sticky Notes Cube': 'stationery',
        },
        art: {
          'Geometry Box': 'geometry-box',
          'Sticky Notes Cube': 'sticky-notes',
        } },
    },
  },
  {
    name: 'Toys & Kids', kind: 'toy', module: 'shop',
    children: {
      Toys: { kind: 'toy', unit: 'pc', weight: 0.8, dims: [30, 25, 20],
        products: {
          'Teddy Bear 2ft': 'soft-toy',
          'Remote Control Car': 'toy',
          'Building Blocks 500pc': 'toy',
          'Ludo & Carrom Set': 'toy',
          'Kids Cricket Kit': 'toy',
        },
        art: {
          'Remote Control Car': 'toy-car',
          'Building Blocks 500pc': 'building-blocks',
          'Ludo & Carrom Set': 'board-game',
          'Kids Cricket Kit': 'cricket-bat',
        } },
      'Baby Care': { kind: 'baby', unit: 'pc', weight: 0.4, dims: [20, 12, 10],
        products: {
          'Pampers Diapers Size 4': 'diapers',
          'Feeding Bottle 250ml': 'baby-essentials',
          'Baby Wipes 3-Pack': 'baby-essentials',
          'Johnson Baby Lotion': 'baby-essentials',
          'Baby Carrier': 'baby-gear',
        },
        art: {
          'Pampers Diapers Size 4': 'diapers',
          'Baby Wipes 3-Pack': 'baby-wipes',
          'Johnson Baby Lotion': 'bottle',
          'Baby Carrier': 'baby-carrier',
        } },
    },
  },
  {
    name: 'Sports & Outdoors', kind: 'cricket-bat', module: 'shop',
    children: {
      Cricket: { kind: 'cricket-bat', unit: 'pc', weight: 1.3, dims: [86, 12, 8],
        products: {
          'CA Plus English Willow Bat': 'cricket-bat-english-willow',
          'Tape Ball Bat': 'cricket-gear',
          'Hard Ball Pack of 6': 'cricket-gear',
          'Batting Gloves': 'cricket-gear',
          'Cricket Kit Bag': 'cricket-gear',
        },
        art: {
          'Hard Ball Pack of 6': 'cricket-ball',
          'Batting Gloves': 'batting-gloves',
          'Cricket Kit Bag': 'kit-bag',
        } },
      Fitness: { kind: 'dumbbell', unit: 'pc', weight: 3, dims: [40, 30, 20],
        products: {
          'Yoga Mat 6mm': 'fitness-small',
          'Adjustable Dumbbells': 'dumbbells',
          'Skipping Rope': 'fitness-small',
          'Resistance Bands Set': 'fitness-small',
          'Treadmill Foldable': 'treadmill',
        },
        art: {
          'Yoga Mat 6mm': 'yoga-mat',
          'Treadmill Foldable': 'treadmill',
          'Skipping Rope': 'skipping-rope',
          'Resistance Bands Set': 'resistance-band',
        } },
    },
  },
  {
    name: 'Health & Pharmacy', kind: 'medicine', module: 'pharmacy',
    children: {
      Medicines: { kind: 'medicine', unit: 'pack', weight: 0.1, dims: [12, 6, 4],
        products: {
          'Panadol 500mg (20 Tabs)': 'painkiller-strip',
          'Disprin Regular': 'painkiller-strip',
          'ORS Sachets Pack': 'medicine-pack',
          'Brufen Syrup': 'medicine-liquid',
          'Arinac Forte': 'medicine-pack',
          'Vitamin D3 Drops': 'medicine-liquid',
        },
        art: {
          'ORS Sachets Pack': 'ors-sachets',
          'Brufen Syrup': 'syrup',
          'Vitamin D3 Drops': 'drops',
        } },
      Supplements: { kind: 'medicine', unit: 'jar', weight: 0.4, dims: [12, 8, 8],
        products: {
          'Whey Protein 2lb': 'protein',
          'Multivitamin 60 Tabs': 'supplement',
          'Omega-3 Fish Oil': 'supplement',
          'Calcium + D3': 'supplement-basic',
          'Sugar-Free Sweetener': 'supplement-basic',
        },
        art: {
          'Whey Protein 2lb': 'tub',
        } },
    },
  },
];
