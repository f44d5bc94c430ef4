import { leftToRight, type NameTranslations } from '@bazaar/domain';

/** The demo's about and policy pages (settings about_us, privacy_policy, terms_and_conditions), in English. */
const POLICY = (title: string) =>
  `${title}\n\nBazaar is an online marketplace operated in Pakistan. This page explains how we handle your orders, your data and your rights as a shopper. Prices are in Pakistani rupees (PKR) and include the taxes shown at checkout. Questions: support@bazaar.pk or 051-111-222-333.`;

export const PAGE_TEXTS = {
  about_us:
    'Bazaar brings the stores of Pakistan online: from Hafeez Centre phones to Raja Bazaar kiryana, delivered to your door in Islamabad, Rawalpindi, Lahore, Karachi, Faisalabad, Peshawar and Multan.',
  privacy_policy: POLICY('Privacy policy'),
  terms_and_conditions: POLICY('Terms and conditions'),
};

const POLICY_BODY = {
  ur: `بازار پاکستان میں چلنے والی ایک آن لائن مارکیٹ پلیس ہے۔ یہ صفحہ بتاتا ہے کہ ہم آپ کے آرڈرز، آپ کے ڈیٹا اور بطور خریدار آپ کے حقوق کو کیسے سنبھالتے ہیں۔ قیمتیں پاکستانی روپے (PKR) میں ہیں اور ان میں چیک آؤٹ پر دکھائے گئے ٹیکس شامل ہیں۔ سوالات: support@bazaar.pk یا ${leftToRight('051-111-222-333')}۔`,
  ar: `بازار سوق إلكتروني يعمل في باكستان. توضح هذه الصفحة كيف نتعامل مع طلباتك وبياناتك وحقوقك كمتسوق. الأسعار بالروبية الباكستانية (PKR) وتشمل الضرائب المعروضة عند الدفع. للاستفسارات: support@bazaar.pk أو ${leftToRight('051-111-222-333')}.`,
  sp: 'Bazaar es un mercado en línea que opera en Pakistán. Esta página explica cómo tratamos tus pedidos, tus datos y tus derechos como comprador. Los precios están en rupias pakistaníes (PKR) e incluyen los impuestos que se muestran al pagar. Preguntas: support@bazaar.pk o 051-111-222-333.',
};

const policy = (titles: Required<NameTranslations>): Required<NameTranslations> => ({
  ur: `${titles.ur}\n\n${POLICY_BODY.ur}`,
  ar: `${titles.ar}\n\n${POLICY_BODY.ar}`,
  sp: `${titles.sp}\n\n${POLICY_BODY.sp}`,
});

/** The same pages in Urdu, Arabic and Spanish: the setting `page_translations` (decision 216). */
export const PAGE_TRANSLATIONS: Record<keyof typeof PAGE_TEXTS, Required<NameTranslations>> = {
  about_us: {
    ur: 'بازار پاکستان کی دکانوں کو آن لائن لاتا ہے: حفیظ سینٹر کے فونز سے راجہ بازار کی کریانہ تک، اسلام آباد، راولپنڈی، لاہور، کراچی، فیصل آباد، پشاور اور ملتان میں آپ کے دروازے تک۔',
    ar: 'يجلب بازار متاجر باكستان إلى الإنترنت: من هواتف حفيظ سنتر إلى بقالة راجا بازار، تصلك حتى بابك في إسلام آباد وراولبندي ولاهور وكراتشي وفيصل آباد وبيشاور وملتان.',
    sp: 'Bazaar lleva las tiendas de Pakistán a internet: desde los teléfonos de Hafeez Centre hasta el kiryana de Raja Bazaar, con entrega a tu puerta en Islamabad, Rawalpindi, Lahore, Karachi, Faisalabad, Peshawar y Multán.',
  },
  privacy_policy: policy({ ur: 'رازداری کی پالیسی', ar: 'سياسة الخصوصية', sp: 'Política de privacidad' }),
  terms_and_conditions: policy({ ur: 'شرائط و ضوابط', ar: 'الشروط والأحكام', sp: 'Términos y condiciones' }),
};
