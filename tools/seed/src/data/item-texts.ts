// An item's description as the demo writes it, in English (the item's own text) and in the market's
// other languages (its `translations`, decision 216). Item and store names are proper names, kept as
// written; in Urdu and Arabic sentences they are isolated left to right (leftToRight), or a name
// ending in a bracket or a number ("Bananas (Dozen)", "Type-C Braided Cable 1m") is drawn out of order.
import { leftToRight, type TextTranslations } from '@bazaar/domain';
import { CITIES } from './places';

/** What an item's description says: which item, which store in which city, sold by weight or not. */
export type ItemText = { name: string; store: string; city: string; perKg: boolean };

const cityIn = (city: string, locale: 'ur' | 'ar' | 'sp') =>
  CITIES.find((c) => c.name === city)?.translations[locale] ?? city;

/** The description in English: the item's own text. */
export const itemDescription = ({ name, store, city, perKg }: ItemText) =>
  `${name} from ${store}, ${city}. ${perKg ? 'Sold per kg, packed fresh on the day of delivery.' : "Original product with the store's warranty and easy returns within 7 days."}`;

/** The description in Urdu, Arabic and Spanish, as an item's `translations` keep it. */
export function itemTranslations({ name, store, city, perKg }: ItemText): TextTranslations {
  const [item, shop] = [leftToRight(name), leftToRight(store)];
  return {
    ur: {
      description: `${item}، ${shop}، ${cityIn(city, 'ur')} سے۔ ${perKg ? 'فی کلو فروخت، ڈیلیوری کے دن تازہ پیک کیا جاتا ہے۔' : 'اسٹور کی وارنٹی کے ساتھ اصل پروڈکٹ، 7 دن میں آسان واپسی۔'}`,
    },
    ar: {
      description: `${item} من ${shop}، ${cityIn(city, 'ar')}. ${perKg ? 'يُباع بالكيلو، ويُعبّأ طازجًا يوم التوصيل.' : 'منتج أصلي بضمان المتجر وإرجاع سهل خلال 7 أيام.'}`,
    },
    sp: {
      description: `${name} de ${store}, ${cityIn(city, 'sp')}. ${perKg ? 'Se vende por kilo, envasado fresco el día de la entrega.' : 'Producto original con la garantía de la tienda y devolución fácil en 7 días.'}`,
    },
  };
}
