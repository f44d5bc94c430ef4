/**
 * Texts of profile editing, account removal and push notifications (issue 14), in the four locales. en.ts, ar.ts, sp.ts and ur.ts
 * spread these in; the types make every locale name every key.
 */
export const profileEn = {
  'profile.title': 'Edit profile',
  'profile.intro': 'Keep your name, phone and email up to date so stores can reach you about your orders.',
  'profile.photo_label': 'Profile photo',
  'profile.photo_choose': 'Choose a photo',
  'profile.photo_hint': 'JPEG, PNG, WebP or GIF, up to {mb} MB',
  'profile.photo_selected': 'New photo: {name}. Save changes to keep it.',
  'profile.details_title': 'Personal details',
  'profile.current_password': 'Current password',
  'profile.current_password_hint': 'Needed to change your email',
  'profile.save': 'Save changes',
  'profile.saving': 'Saving…',
  'profile.password_intro': 'Your other devices are signed out after the change.',
  'profile.password_title': 'Change password',
  'profile.load_failed': 'We could not load this page. Check your connection and try again.',
  'profile.remove_what':
    'Your profile, saved addresses, favourites, tickets and notifications are deleted for good. Stores keep your past orders, without your name or address.',
  'profile.remove_before': 'Orders still on their way and money left in your wallet must be settled first.',
  'pushui.prompt_text': 'Know the moment your order is confirmed, on its way and delivered.',
  'pushui.prompt_button': 'Get order updates',
  'pushui.prompt_busy': 'Turning on…',
  'pushui.prompt_on': 'Order updates are on for this device.',
  'pushui.prompt_denied':
    'Notifications are blocked for this site. To get order updates, allow notifications in your browser’s site settings.',
} satisfies Record<string, string>;

type Keys = keyof typeof profileEn;

export const profileAr: Record<Keys, string> = {
  'profile.title': 'تعديل الملف الشخصي',
  'profile.intro': 'حدّث اسمك وهاتفك وبريدك الإلكتروني حتى تتمكن المتاجر من التواصل معك بشأن طلباتك.',
  'profile.photo_label': 'صورة الملف الشخصي',
  'profile.photo_choose': 'اختر صورة',
  'profile.photo_hint': 'JPEG أو PNG أو WebP أو GIF، حتى {mb} ميغابايت',
  'profile.photo_selected': 'صورة جديدة: {name}. احفظ التغييرات للاحتفاظ بها.',
  'profile.details_title': 'البيانات الشخصية',
  'profile.current_password': 'كلمة المرور الحالية',
  'profile.current_password_hint': 'مطلوبة لتغيير بريدك الإلكتروني',
  'profile.save': 'حفظ التغييرات',
  'profile.saving': 'جارٍ الحفظ…',
  'profile.password_intro': 'سيتم تسجيل خروج أجهزتك الأخرى بعد التغيير.',
  'profile.password_title': 'تغيير كلمة المرور',
  'profile.load_failed': 'تعذّر تحميل هذه الصفحة. تحقق من اتصالك وحاول مرة أخرى.',
  'profile.remove_what':
    'سيتم حذف ملفك الشخصي وعناوينك المحفوظة ومفضلتك وتذاكرك وإشعاراتك نهائيًا. تحتفظ المتاجر بطلباتك السابقة دون اسمك أو عنوانك.',
  'profile.remove_before': 'يجب أولًا إتمام الطلبات التي لا تزال في الطريق وتسوية الرصيد المتبقي في محفظتك.',
  'pushui.prompt_text': 'اعرف فور تأكيد طلبك وخروجه للتوصيل ووصوله.',
  'pushui.prompt_button': 'احصل على تحديثات الطلبات',
  'pushui.prompt_busy': 'جارٍ التفعيل…',
  'pushui.prompt_on': 'تحديثات الطلبات مفعّلة على هذا الجهاز.',
  'pushui.prompt_denied':
    'الإشعارات محظورة لهذا الموقع. لتصلك تحديثات الطلبات، اسمح بالإشعارات من إعدادات الموقع في متصفحك.',
};

export const profileSp: Record<Keys, string> = {
  'profile.title': 'Editar perfil',
  'profile.intro':
    'Mantén al día tu nombre, teléfono y correo para que las tiendas puedan contactarte sobre tus pedidos.',
  'profile.photo_label': 'Foto de perfil',
  'profile.photo_choose': 'Elegir una foto',
  'profile.photo_hint': 'JPEG, PNG, WebP o GIF, hasta {mb} MB',
  'profile.photo_selected': 'Nueva foto: {name}. Guarda los cambios para conservarla.',
  'profile.details_title': 'Datos personales',
  'profile.current_password': 'Contraseña actual',
  'profile.current_password_hint': 'Necesaria para cambiar tu correo',
  'profile.save': 'Guardar cambios',
  'profile.saving': 'Guardando…',
  'profile.password_intro': 'Tras el cambio se cerrará la sesión en tus otros dispositivos.',
  'profile.password_title': 'Cambiar contraseña',
  'profile.load_failed': 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
  'profile.remove_what':
    'Tu perfil, direcciones guardadas, favoritos, tickets y notificaciones se borran para siempre. Las tiendas conservan tus pedidos anteriores, sin tu nombre ni tu dirección.',
  'profile.remove_before':
    'Antes deben cerrarse los pedidos que siguen en camino y el saldo que quede en tu monedero.',
  'pushui.prompt_text': 'Entérate al momento cuando tu pedido se confirme, salga y se entregue.',
  'pushui.prompt_button': 'Recibir avisos de pedidos',
  'pushui.prompt_busy': 'Activando…',
  'pushui.prompt_on': 'Los avisos de pedidos están activados en este dispositivo.',
  'pushui.prompt_denied':
    'Las notificaciones están bloqueadas para este sitio. Para recibir avisos de tus pedidos, permítelas en la configuración del sitio de tu navegador.',
};

export const profileUr: Record<Keys, string> = {
  'profile.title': 'پروفائل میں ترمیم',
  'profile.intro':
    'اپنا نام، فون اور ای میل درست رکھیں تاکہ اسٹورز آپ کے آرڈرز کے بارے میں آپ سے رابطہ کر سکیں۔',
  'profile.photo_label': 'پروفائل تصویر',
  'profile.photo_choose': 'تصویر منتخب کریں',
  'profile.photo_hint': 'JPEG، PNG، WebP یا GIF، زیادہ سے زیادہ {mb} MB',
  'profile.photo_selected': 'نئی تصویر: {name}۔ اسے رکھنے کے لیے تبدیلیاں محفوظ کریں۔',
  'profile.details_title': 'ذاتی معلومات',
  'profile.current_password': 'موجودہ پاس ورڈ',
  'profile.current_password_hint': 'ای میل تبدیل کرنے کے لیے ضروری ہے',
  'profile.save': 'تبدیلیاں محفوظ کریں',
  'profile.saving': 'محفوظ ہو رہا ہے…',
  'profile.password_intro': 'تبدیلی کے بعد آپ کے دوسرے آلات سائن آؤٹ ہو جائیں گے۔',
  'profile.password_title': 'پاس ورڈ تبدیل کریں',
  'profile.load_failed': 'یہ صفحہ لوڈ نہیں ہو سکا۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  'profile.remove_what':
    'آپ کا پروفائل، محفوظ پتے، پسندیدہ اشیاء، ٹکٹس اور اطلاعات ہمیشہ کے لیے حذف ہو جائیں گی۔ اسٹورز آپ کے پرانے آرڈرز آپ کے نام اور پتے کے بغیر رکھیں گے۔',
  'profile.remove_before': 'پہلے راستے میں موجود آرڈرز مکمل ہونے چاہئیں اور والیٹ میں باقی رقم نمٹانی ہوگی۔',
  'pushui.prompt_text': 'جیسے ہی آپ کا آرڈر کنفرم ہو، روانہ ہو اور پہنچ جائے، فوراً جانیں۔',
  'pushui.prompt_button': 'آرڈر کی اپڈیٹس حاصل کریں',
  'pushui.prompt_busy': 'آن ہو رہا ہے…',
  'pushui.prompt_on': 'اس ڈیوائس پر آرڈر کی اپڈیٹس آن ہیں۔',
  'pushui.prompt_denied':
    'اس سائٹ کے لیے اطلاعات بند ہیں۔ آرڈر کی اپڈیٹس پانے کے لیے اپنے براؤزر کی سائٹ سیٹنگز میں اطلاعات کی اجازت دیں۔',
};
