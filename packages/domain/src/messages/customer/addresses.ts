/**
 * Texts of the customer area's address book (`/customer/addresses`), in the four locales. en.ts, ar.ts,
 * sp.ts and ur.ts spread these in; the types make every locale name every key.
 */
export const addressesEn = {
  'customer.nav_addresses': 'Addresses',
  'addresses.title': 'Saved addresses',
  'addresses.description': 'The addresses you deliver to, ready to pick at checkout.',
  'addresses.empty': 'No saved addresses yet',
  'addresses.empty_hint': 'Save your home or office once and pick it at checkout with one tap.',
  'addresses.add': 'Add a new address',
  'addresses.edit': 'Edit',
  'addresses.editing': 'Edit address',
  'addresses.delete': 'Delete',
  'addresses.delete_named': 'Delete the address “{address}”',
  'addresses.save': 'Save address',
  'addresses.cancel': 'Cancel',
  'addresses.load_failed': 'Your addresses could not be loaded. Please try again.',
} satisfies Record<string, string>;

type Keys = keyof typeof addressesEn;

export const addressesAr: Record<Keys, string> = {
  'customer.nav_addresses': 'العناوين',
  'addresses.title': 'العناوين المحفوظة',
  'addresses.description': 'العناوين التي تستلم عليها طلباتك، جاهزة للاختيار عند الدفع.',
  'addresses.empty': 'لا توجد عناوين محفوظة بعد',
  'addresses.empty_hint': 'احفظ عنوان منزلك أو مكتبك مرة واحدة واختره عند الدفع بنقرة.',
  'addresses.add': 'إضافة عنوان جديد',
  'addresses.edit': 'تعديل',
  'addresses.editing': 'تعديل العنوان',
  'addresses.delete': 'حذف',
  'addresses.delete_named': 'حذف العنوان «{address}»',
  'addresses.save': 'حفظ العنوان',
  'addresses.cancel': 'إلغاء',
  'addresses.load_failed': 'تعذر تحميل عناوينك. يرجى المحاولة مرة أخرى.',
};

export const addressesSp: Record<Keys, string> = {
  'customer.nav_addresses': 'Direcciones',
  'addresses.title': 'Direcciones guardadas',
  'addresses.description': 'Las direcciones donde recibes tus pedidos, listas para elegir al pagar.',
  'addresses.empty': 'Aún no tienes direcciones guardadas',
  'addresses.empty_hint': 'Guarda tu casa u oficina una vez y elígela al pagar con un toque.',
  'addresses.add': 'Añadir una dirección',
  'addresses.edit': 'Editar',
  'addresses.editing': 'Editar dirección',
  'addresses.delete': 'Eliminar',
  'addresses.delete_named': 'Eliminar la dirección «{address}»',
  'addresses.save': 'Guardar dirección',
  'addresses.cancel': 'Cancelar',
  'addresses.load_failed': 'No se pudieron cargar tus direcciones. Inténtalo de nuevo.',
};

export const addressesUr: Record<Keys, string> = {
  'customer.nav_addresses': 'پتے',
  'addresses.title': 'محفوظ پتے',
  'addresses.description': 'وہ پتے جن پر آپ آرڈر منگواتے ہیں، چیک آؤٹ پر چننے کے لیے تیار۔',
  'addresses.empty': 'ابھی کوئی پتہ محفوظ نہیں',
  'addresses.empty_hint': 'اپنے گھر یا دفتر کا پتہ ایک بار محفوظ کریں اور چیک آؤٹ پر ایک ٹیپ سے چنیں۔',
  'addresses.add': 'نیا پتہ شامل کریں',
  'addresses.edit': 'ترمیم',
  'addresses.editing': 'پتے میں ترمیم',
  'addresses.delete': 'حذف کریں',
  'addresses.delete_named': 'پتہ «{address}» حذف کریں',
  'addresses.save': 'پتہ محفوظ کریں',
  'addresses.cancel': 'منسوخ',
  'addresses.load_failed': 'آپ کے پتے لوڈ نہیں ہو سکے۔ دوبارہ کوشش کریں۔',
};
