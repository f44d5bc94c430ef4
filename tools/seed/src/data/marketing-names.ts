import type { Locale } from '@bazaar/domain';

type Other = Exclude<Locale, 'en'>;

/**
 * The demo market's banner titles in Urdu, Arabic and Spanish (decision 217), by their English title.
 * The banners' pictures carry no words: the storefront writes the title over them in the page's language.
 */
export const BANNER_TITLES: Record<string, Record<Other, { title: string }>> = {
  'Mobile Mania': { ur: { title: 'موبائل مینیا' }, ar: { title: 'هوس الجوالات' }, sp: { title: 'Manía móvil' } },
  'Lawn Collection 2026': {
    ur: { title: 'لان کلیکشن 2026' },
    ar: { title: 'مجموعة أقمشة اللون 2026' },
    sp: { title: 'Colección de lawn 2026' },
  },
  'Ghar ka Sauda': { ur: { title: 'گھر کا سودا' }, ar: { title: 'مقاضي البيت' }, sp: { title: 'La compra de casa' } },
  'Beauty Week': { ur: { title: 'بیوٹی ویک' }, ar: { title: 'أسبوع الجمال' }, sp: { title: 'Semana de la belleza' } },
};

/** The demo market's basic campaigns, titled and described in Urdu, Arabic and Spanish, by their English title. */
export const CAMPAIGN_TEXTS: Record<string, Record<Other, { title: string; description: string }>> = {
  'Azadi Sale': {
    ur: { title: 'آزادی سیل', description: 'یومِ آزادی منائیں، پورے بازار میں سبز ڈیلز کے ساتھ: 40% تک رعایت۔' },
    ar: { title: 'تخفيضات الاستقلال', description: 'احتفل بيوم الاستقلال مع عروض خضراء في كل السوق: خصم حتى 40%.' },
    sp: {
      title: 'Rebajas de la Independencia',
      description: 'Celebra el Día de la Independencia con ofertas verdes en todo el mercado: hasta un 40 % menos.',
    },
  },
  'Eid ul Adha Bachat Mela': {
    ur: { title: 'عید الاضحیٰ بچت میلہ', description: 'عید کے لیے کچن، کپڑے اور راشن، چاند رات سے پہلے آپ کے دروازے پر۔' },
    ar: { title: 'مهرجان توفير عيد الأضحى', description: 'مستلزمات المطبخ والملابس والبقالة للعيد، تصلك قبل ليلة العيد.' },
    sp: {
      title: 'Feria de ahorro de Eid al-Adha',
      description: 'Cocina, ropa y alimentación para Eid, entregadas antes de la noche de la luna nueva.',
    },
  },
  'Winter Warmers': {
    ur: { title: 'سردیوں کی گرماہٹ', description: 'کھدر، کرنڈی اور چائے: سرد مہینوں کے لیے سب کچھ۔' },
    ar: { title: 'دفء الشتاء', description: 'الخدّر والكرندي والشاي: كل ما تحتاجه لأشهر البرد.' },
    sp: { title: 'Calor de invierno', description: 'Khaddar, karandi y chai: todo para los meses fríos.' },
  },
  '11.11 Mega Sale': {
    ur: { title: '11.11 میگا سیل', description: 'سال کی سب سے بڑی آن لائن سیل، ہر دکان کے اپنے واؤچرز کے ساتھ۔' },
    ar: { title: 'تخفيضات 11.11 الكبرى', description: 'أكبر تخفيضات على الإنترنت هذا العام مع قسائم لكل متجر.' },
    sp: { title: 'Megarrebajas 11.11', description: 'Las mayores rebajas online del año con cupones de cada tienda.' },
  },
};

/** A flash deal on `item` in English (the row itself), Urdu, Arabic and Spanish; the item's name stays as written. */
export function flashDealTexts(item: string) {
  return {
    en: { title: `${item} — flash deal`, description: 'Limited stock at a flash-deal price.' },
    translations: {
      ur: { title: `${item} — فلیش ڈیل`, description: 'محدود اسٹاک، فلیش ڈیل کی قیمت پر۔' },
      ar: { title: `${item} — عرض خاطف`, description: 'كمية محدودة بسعر العرض الخاطف.' },
      sp: { title: `${item} — oferta flash`, description: 'Existencias limitadas a precio de oferta flash.' },
    } satisfies Record<Other, { title: string; description: string }>,
  };
}
