import type { ProductKind } from '../art';

/** One product line of the demo catalogue: names, a price band and a parcel size. */
export type ProductLine = {
  kind: ProductKind;
  unit: string;
  price: [number, number];
  /** kg per unit */
  weight: number;
  /** cm: length, width, height */
  dims: [number, number, number];
  variations?: { name: string; options: string[] };
  veg?: boolean;
  names: string[];
};

export type SeedCategory = { name: string; kind: ProductKind; module: string; children: Record<string, ProductLine> };

export const CATEGORIES: SeedCategory[] = [
  {
    name: 'Mobiles & Tablets', kind: 'phone', module: 'shop',
    children: {
      Smartphones: { kind: 'phone', unit: 'pc', price: [24999, 389999], weight: 0.35, dims: [18, 10, 6], variations: { name: 'Storage', options: ['128GB', '256GB'] },
        names: ['Samsung Galaxy A55 5G', 'Samsung Galaxy S24 Ultra', 'Infinix Note 40 Pro', 'Tecno Camon 30', 'Xiaomi Redmi Note 13', 'Vivo Y36', 'Oppo Reno 11F', 'Realme C67', 'iPhone 15 (PTA Approved)', 'Nokia G42'] },
      Tablets: { kind: 'phone', unit: 'pc', price: [29999, 249999], weight: 0.7, dims: [28, 20, 5],
        names: ['Samsung Galaxy Tab A9+', 'Lenovo Tab M10', 'iPad 10th Generation', 'Xiaomi Pad 6', 'Huawei MatePad T10s', 'Realme Pad 2'] },
      'Mobile Accessories': { kind: 'headphones', unit: 'pc', price: [499, 7999], weight: 0.15, dims: [15, 10, 4],
        names: ['Anker 20W Fast Charger', 'Baseus Power Bank 20000mAh', 'Audionic Airbud 550', 'Ronin R-7023 Earphones', 'Type-C Braided Cable 1m', 'Magnetic Car Phone Holder', 'Tempered Glass Protector', 'Silicone Back Cover'] },
    },
  },
  {
    name: 'Electronics', kind: 'tv', module: 'shop',
    children: {
      Laptops: { kind: 'laptop', unit: 'pc', price: [89999, 549999], weight: 2.2, dims: [45, 32, 8],
        names: ['HP 250 G9 Core i5', 'Dell Latitude 5420', 'Lenovo IdeaPad Slim 3', 'Apple MacBook Air M2', 'Asus Vivobook 15', 'Acer Aspire 7 Gaming', 'HP EliteBook 840 G6'] },
      Televisions: { kind: 'tv', unit: 'pc', price: [34999, 329999], weight: 9.5, dims: [110, 70, 15],
        names: ['TCL 43" Android LED', 'Haier 55" 4K Google TV', 'Samsung 50" Crystal UHD', 'EcoStar 32" Smart LED', 'Orient 40" Full HD LED', 'Sony Bravia 65" 4K'] },
      'Headphones & Audio': { kind: 'headphones', unit: 'pc', price: [1499, 89999], weight: 0.4, dims: [22, 18, 9],
        names: ['Sony WH-1000XM5', 'JBL Tune 520BT', 'Audionic Blue Beats B-747', 'Anker Soundcore Q20i', 'Faster Bluetooth Speaker', 'Realme Buds T300', 'Xiaomi Sound Pocket'] },
    },
  },
  {
    name: "Men's Fashion", kind: 'tshirt', module: 'shop',
    children: {
      'T-Shirts & Polos': { kind: 'tshirt', unit: 'pc', price: [999, 3499], weight: 0.25, dims: [30, 25, 3], variations: { name: 'Size', options: ['S', 'M', 'L', 'XL'] },
        names: ['Cotton Crew Neck Tee', 'Pique Polo Shirt', 'Graphic Print T-Shirt', 'Henley Full Sleeve Tee', 'Oversized Drop Shoulder Tee', 'Striped Polo', 'Dri-Fit Sports Tee', 'V-Neck Basic Tee'] },
      'Kurta Shalwar': { kind: 'kurta', unit: 'pc', price: [2999, 14999], weight: 0.6, dims: [35, 28, 5], variations: { name: 'Size', options: ['S', 'M', 'L', 'XL'] },
        names: ['Wash & Wear Shalwar Kameez', 'Embroidered Cotton Kurta', 'Khaddar Winter Suit', 'Eid Collection Kurta Pajama', 'Boski Silk Kameez Shalwar', 'Jamawar Waistcoat', 'Latha White Kurta', 'Karandi Winter Kurta'] },
      "Men's Shoes": { kind: 'shoe', unit: 'pair', price: [2499, 18999], weight: 0.9, dims: [33, 22, 12], variations: { name: 'Size', options: ['40', '41', '42', '43', '44'] },
        names: ['Leather Oxford Formal Shoes', 'Running Sneakers', 'Peshawari Chappal', 'Canvas Slip-Ons', 'Suede Loafers', 'Hiking Boots', 'Norozi Chappal'] },
    },
  },
  {
    name: "Women's Fashion", kind: 'kurta', module: 'shop',
    children: {
      'Lawn Suits': { kind: 'kurta', unit: 'suit', price: [3499, 16999], weight: 0.7, dims: [35, 28, 5], variations: { name: 'Pieces', options: ['2 Piece', '3 Piece'] },
        names: ['Digital Print Lawn 3-Piece', 'Embroidered Lawn Collection', 'Chikankari Kurti', 'Summer Cambric Suit', 'Luxury Chiffon Formal', 'Khaddar Winter 3-Piece', 'Printed Linen Suit', 'Festive Silk Kurti'] },
      Handbags: { kind: 'handbag', unit: 'pc', price: [1999, 12999], weight: 0.8, dims: [35, 15, 28],
        names: ['Leather Tote Bag', 'Quilted Crossbody Bag', 'Embellished Clutch', 'Canvas Shopper', 'Mini Sling Bag', 'Office Laptop Handbag'] },
      'Khussa & Jutti': { kind: 'jutti', unit: 'pair', price: [1499, 6999], weight: 0.5, dims: [28, 12, 10], variations: { name: 'Size', options: ['36', '37', '38', '39', '40'] },
        names: ['Multani Khussa Gold Tilla', 'Punjabi Jutti Embroidered', 'Bridal Khussa Red', 'Kolhapuri Flats', 'Velvet Mojari', 'Casual Flat Khussa'] },
    },
  },
  {
    name: 'Watches & Accessories', kind: 'watch', module: 'shop',
    children: {
      Watches: { kind: 'watch', unit: 'pc', price: [2999, 89999], weight: 0.3, dims: [12, 10, 8],
        names: ['Casio Edifice Chronograph', 'Citizen Eco-Drive', 'Curren Steel Analog', 'Xiaomi Smart Band 8', 'Samsung Galaxy Watch 6', 'Tissot PRX Quartz'] },
      Sunglasses: { kind: 'sunglasses', unit: 'pc', price: [999, 24999], weight: 0.1, dims: [16, 6, 5],
        names: ['Polarized Aviator', 'Wayfarer Classic', 'Round Retro Shades', 'Sports Wraparound', 'Cat-Eye Sunglasses'] },
      Jewellery: { kind: 'jewellery', unit: 'pc', price: [799, 45999], weight: 0.05, dims: [8, 8, 5],
        names: ['Kundan Jhumka Earrings', 'Silver Ring with Feroza', 'Gold-Plated Bangles Set', 'Pearl Mala Necklace', 'Oxidised Choker'] },
    },
  },
  {
    name: 'Beauty & Personal Care', kind: 'lipstick', module: 'shop',
    children: {
      Makeup: { kind: 'lipstick', unit: 'pc', price: [499, 4999], weight: 0.05, dims: [8, 3, 3],
        names: ['Matte Liquid Lipstick', 'Rivaj UK Foundation', 'Kajal Eye Liner', 'Compact Powder', 'Nail Polish Set', 'Blush Palette', 'Mascara Waterproof'] },
      Fragrances: { kind: 'perfume', unit: 'pc', price: [1499, 24999], weight: 0.35, dims: [12, 8, 8],
        names: ['J. Janan Eau de Parfum', 'Oud Attar 12ml', 'Bonanza Satrangi Scent', 'Musk Body Mist', 'Rose Perfume Oil', 'Signature for Men'] },
      'Hair Care': { kind: 'bottle', unit: 'bottle', price: [399, 2999], weight: 0.45, dims: [20, 7, 7],
        names: ['Herbal Shampoo 400ml', 'Amla Hair Oil', 'Argan Oil Conditioner', 'Anti-Dandruff Shampoo', 'Henna Hair Colour', 'Keratin Hair Mask'] },
    },
  },
  {
    name: 'Grocery & Staples', kind: 'rice-bag', module: 'grocery',
    children: {
      'Rice & Atta': { kind: 'rice-bag', unit: 'bag', price: [699, 6499], weight: 5, dims: [45, 30, 12], variations: { name: 'Pack', options: ['5kg', '10kg'] }, veg: true,
        names: ['Super Kernel Basmati Chawal', 'Sella Basmati Rice', 'Chakki Atta', 'Fine Atta', 'Brown Rice', 'Daal Chana', 'Daal Masoor', 'Sooji'] },
      'Spices & Masala': { kind: 'spice-jar', unit: 'pack', price: [99, 899], weight: 0.1, dims: [12, 8, 3], veg: true,
        names: ['Biryani Masala', 'Karahi Masala', 'Nihari Masala', 'Haldi Powder', 'Lal Mirch Powder', 'Garam Masala', 'Chaat Masala', 'Zeera Whole'] },
      'Tea & Beverages': { kind: 'tea-pack', unit: 'pack', price: [199, 2499], weight: 0.5, dims: [18, 10, 6], veg: true,
        names: ['Tapal Danedar 950g', 'Lipton Yellow Label', 'Vital Green Tea', 'Kashmiri Chai Patti', 'Rooh Afza 800ml', 'Nestle Milkpak 1L', 'Tang Orange'] },
    },
  },
  {
    name: 'Fresh Produce', kind: 'fruit', module: 'grocery',
    children: {
      Fruits: { kind: 'fruit', unit: 'kg', price: [149, 899], weight: 1, dims: [25, 20, 12], veg: true,
        names: ['Sindhri Mangoes', 'Chaunsa Mangoes', 'Kinnow', 'Kala Kulu Apples', 'Bananas (Dozen)', 'Guava', 'Pomegranate', 'Dates Aseel'] },
      Vegetables: { kind: 'vegetable', unit: 'kg', price: [59, 399], weight: 1, dims: [25, 20, 12], veg: true,
        names: ['Tomatoes', 'Onions', 'Potatoes', 'Bhindi', 'Green Chillies', 'Palak', 'Carrots', 'Lauki'] },
    },
  },
  {
    name: 'Bakery & Dairy', kind: 'bread', module: 'grocery',
    children: {
      'Bread & Rusk': { kind: 'bread', unit: 'pack', price: [99, 599], weight: 0.4, dims: [25, 12, 10], veg: true,
        names: ['Dawn Bread Large', 'Bake Parlor Rusk', 'Whole Wheat Bread', 'Milky Bun Pack', 'Cake Rusk', 'Shireen Naan Khatai'] },
      'Milk & Dairy': { kind: 'bottle', unit: 'pack', price: [89, 1499], weight: 1, dims: [20, 10, 8], veg: true,
        names: ['Olpers Milk 1L', 'Nurpur Butter 200g', 'Adams Cheddar Cheese', 'Prema Yogurt 1kg', 'Desi Ghee 1kg', 'Fresh Lassi'] },
    },
  },
  {
    name: 'Home & Living', kind: 'sofa', module: 'shop',
    children: {
      Furniture: { kind: 'sofa', unit: 'pc', price: [8999, 189999], weight: 25, dims: [180, 80, 80],
        names: ['Sheesham Wood Sofa Set', 'Study Table with Drawer', 'Bed Side Table', 'Recliner Chair', 'Shoe Rack 4-Tier', 'Dining Chair Set'] },
      Lighting: { kind: 'lamp', unit: 'pc', price: [1499, 19999], weight: 1.5, dims: [30, 30, 50],
        names: ['Brass Table Lamp', 'LED Floor Lamp', 'Moroccan Hanging Lantern', 'Solar Garden Light', 'Rechargeable Emergency Light'] },
      'Indoor Plants': { kind: 'plant', unit: 'pot', price: [599, 4999], weight: 2, dims: [25, 25, 40],
        names: ['Money Plant in Ceramic Pot', 'Snake Plant', 'Areca Palm', 'Peace Lily', 'Succulent Trio'] },
    },
  },
  {
    name: 'Kitchen & Dining', kind: 'cookware', module: 'shop',
    children: {
      Cookware: { kind: 'cookware', unit: 'pc', price: [1299, 24999], weight: 2.5, dims: [40, 30, 15],
        names: ['Cast Iron Karahi', 'Non-Stick Fry Pan 26cm', 'Pressure Cooker 7L', 'Steel Handi Set', 'Tawa Roti Plate', 'Granite Cookware Set'] },
      Dinnerware: { kind: 'cookware', unit: 'set', price: [1999, 29999], weight: 4, dims: [45, 35, 25],
        names: ['Melamine Dinner Set 72pc', 'Bone China Tea Set', 'Glass Tumbler Set', 'Copper Serving Bowls', 'Steel Thali Set'] },
    },
  },
  {
    name: 'Books & Stationery', kind: 'book', module: 'shop',
    children: {
      Books: { kind: 'book', unit: 'pc', price: [399, 3999], weight: 0.5, dims: [22, 15, 3],
        names: ['Peer-e-Kamil (Umera Ahmed)', 'Raja Gidh (Bano Qudsia)', 'Aag Ka Darya', 'Shahab Nama', 'The Reluctant Fundamentalist', 'Diwan-e-Ghalib', 'Bang-e-Dra (Iqbal)'] },
      Stationery: { kind: 'book', unit: 'pack', price: [99, 2499], weight: 0.3, dims: [30, 21, 3],
        names: ['Dollar Gel Pens Pack', 'Piano Notebook Set', 'Geometry Box', 'Oil Pastel Colours', 'Sticky Notes Cube'] },
    },
  },
  {
    name: 'Toys & Kids', kind: 'toy', module: 'shop',
    children: {
      Toys: { kind: 'toy', unit: 'pc', price: [499, 14999], weight: 0.8, dims: [30, 25, 20],
        names: ['Teddy Bear 2ft', 'Remote Control Car', 'Building Blocks 500pc', 'Ludo & Carrom Set', 'Kids Cricket Kit'] },
      'Baby Care': { kind: 'baby', unit: 'pc', price: [299, 9999], weight: 0.4, dims: [20, 12, 10],
        names: ['Pampers Diapers Size 4', 'Feeding Bottle 250ml', 'Baby Wipes 3-Pack', 'Johnson Baby Lotion', 'Baby Carrier'] },
    },
  },
  {
    name: 'Sports & Outdoors', kind: 'cricket-bat', module: 'shop',
    children: {
      Cricket: { kind: 'cricket-bat', unit: 'pc', price: [1499, 34999], weight: 1.3, dims: [86, 12, 8],
        names: ['CA Plus English Willow Bat', 'Tape Ball Bat', 'Hard Ball Pack of 6', 'Batting Gloves', 'Cricket Kit Bag'] },
      Fitness: { kind: 'shoe', unit: 'pc', price: [999, 49999], weight: 3, dims: [40, 30, 20],
        names: ['Yoga Mat 6mm', 'Adjustable Dumbbells', 'Skipping Rope', 'Resistance Bands Set', 'Treadmill Foldable'] },
    },
  },
  {
    name: 'Health & Pharmacy', kind: 'medicine', module: 'pharmacy',
    children: {
      Medicines: { kind: 'medicine', unit: 'pack', price: [49, 1999], weight: 0.1, dims: [12, 6, 4],
        names: ['Panadol 500mg (20 Tabs)', 'Disprin Regular', 'ORS Sachets Pack', 'Brufen Syrup', 'Arinac Forte', 'Vitamin D3 Drops'] },
      Supplements: { kind: 'medicine', unit: 'jar', price: [499, 7999], weight: 0.4, dims: [12, 8, 8],
        names: ['Whey Protein 2lb', 'Multivitamin 60 Tabs', 'Omega-3 Fish Oil', 'Calcium + D3', 'Sugar-Free Sweetener'] },
    },
  },
];
