import type { Locale, NameTranslations } from '@bazaar/domain';

type Other = Exclude<Locale, 'en'>;
type PostTexts = { title: string; excerpt: string; body: string };

/** The demo blog's categories in Urdu, Arabic and Spanish (decision 217), by their English name. */
export const BLOG_CATEGORY_NAMES: Record<string, Required<NameTranslations>> = {
  'Shopping Guides': { ur: 'خریداری کے رہنما', ar: 'أدلة التسوق', sp: 'Guías de compra' },
  Recipes: { ur: 'ترکیبیں', ar: 'وصفات', sp: 'Recetas' },
  Fashion: { ur: 'فیشن', ar: 'أزياء', sp: 'Moda' },
  Tech: { ur: 'ٹیکنالوجی', ar: 'تقنية', sp: 'Tecnología' },
};

/** The demo blog's posts in Urdu, Arabic and Spanish (decision 217), by their English title. */
export const BLOG_TEXTS: Record<string, Record<Other, PostTexts>> = {
  'How to tell a PTA-approved phone before you buy': {
    ur: {
      title: 'خریدنے سے پہلے پی ٹی اے سے منظور شدہ فون کیسے پہچانیں',
      excerpt: 'ایک ایس ایم ایس سے DIRBS پر IMEI چیک کریں اور بلاک ہونے والے فون سے بچیں۔',
      body: 'پاکستان میں بکنے والا ہر فون پی ٹی اے میں رجسٹرڈ ہونا چاہیے۔ ادائیگی سے پہلے *#06# ملا کر IMEI پڑھیں اور اسے 8484 پر ایس ایم ایس کریں۔ منظور شدہ فون کا جواب یہی بتاتا ہے۔ Bazaar پر "PTA Approved" والی ہر فون لسٹنگ کی جانچ دکان نے کی ہوتی ہے۔\n\nڈبہ اور رسید سنبھال کر رکھیں: ڈبے پر چھپا IMEI فون کے IMEI سے ملنا چاہیے۔',
    },
    ar: {
      title: 'كيف تعرف أن الهاتف معتمد من PTA قبل الشراء',
      excerpt: 'تحقق من رقم IMEI عبر DIRBS برسالة واحدة وتجنب هاتفًا محظورًا.',
      body: 'يجب تسجيل كل هاتف يباع في باكستان لدى هيئة PTA. قبل الدفع، اطلب *#06# لقراءة رقم IMEI وأرسله برسالة نصية إلى 8484، فيأتي الرد مؤكدًا أن الهاتف مطابق. على Bazaar، كل هاتف معروض بعلامة "PTA Approved" تحقق منه المتجر.\n\nاحتفظ بالعلبة والإيصال: يجب أن يطابق رقم IMEI المطبوع على العلبة رقم الهاتف.',
    },
    sp: {
      title: 'Cómo saber si un teléfono está aprobado por la PTA antes de comprarlo',
      excerpt: 'Comprueba el IMEI en DIRBS con un SMS y evita un teléfono bloqueado.',
      body: 'Todo teléfono vendido en Pakistán debe estar registrado en la PTA. Antes de pagar, marca *#06# para leer el IMEI y envíalo por SMS al 8484: la respuesta confirma si el teléfono está en regla. En Bazaar, cada teléfono marcado como "PTA Approved" ha sido comprobado por la tienda.\n\nGuarda la caja y el recibo: el IMEI impreso en la caja debe coincidir con el del teléfono.',
    },
  },
  'Perfect Sindhi biryani at home': {
    ur: {
      title: 'گھر پر بہترین سندھی بریانی',
      excerpt: 'سیلا باسمتی، اچھا بریانی مصالحہ اور صبر: ہماری مرحلہ وار ترکیب۔',
      body: 'دو کپ سیلا باسمتی تیس منٹ کے لیے بھگو دیں۔ پیاز سنہری ہونے تک تلیں، پھر چکن، دہی اور بریانی مصالحہ ڈال کر تیل الگ ہونے تک پکائیں۔ چاول ستر فیصد ابالیں، قورمے پر پودینے، دھنیے اور تلی ہوئی پیاز کے ساتھ تہہ لگائیں اور توے پر بیس منٹ دم دیں۔\n\nضرورت کی ہر چیز گروسری اور راشن کے زمرے میں موجود ہے۔',
    },
    ar: {
      title: 'برياني سندية مثالية في البيت',
      excerpt: 'أرز بسمتي سيلا، وبهارات برياني جيدة، وصبر: دليلنا خطوة بخطوة.',
      body: 'انقع كوبين من أرز بسمتي سيلا لمدة ثلاثين دقيقة. اقلِ البصل حتى يصبح ذهبيًا، ثم أضف الدجاج واللبن وبهارات البرياني واطهه حتى ينفصل الزيت. اسلق الأرز حتى ينضج بنسبة 70%، ورتبه فوق القورمة مع النعناع والكزبرة والبصل المقلي، ثم اتركه على نار هادئة فوق الصاج عشرين دقيقة.\n\nكل ما تحتاجه موجود في قسم البقالة والمؤن.',
    },
    sp: {
      title: 'Biryani sindhi perfecto en casa',
      excerpt: 'Basmati sella, un buen masala de biryani y paciencia: nuestra guía paso a paso.',
      body: 'Pon en remojo dos tazas de basmati sella durante treinta minutos. Fríe la cebolla hasta que esté dorada, añade el pollo, el yogur y el masala de biryani, y cocina hasta que el aceite se separe. Hierve el arroz al 70 %, colócalo en capas sobre el qorma con menta, cilantro y cebolla frita, y déjalo al vapor sobre un tawa veinte minutos.\n\nTodo lo que necesitas está en la categoría Alimentación básica.',
    },
  },
  'Lawn season: choosing fabric for Pakistani summers': {
    ur: {
      title: 'لان کا موسم: پاکستانی گرمیوں کے لیے کپڑے کا انتخاب',
      excerpt: 'لان، کیمبرک یا لینن؟ مئی سے اگست تک آپ کو کیا ٹھنڈا رکھے گا۔',
      body: 'لان ہلکی ہوتی ہے اور لاہور اور کراچی کی گرمی میں ہوا گزرنے دیتی ہے۔ کیمبرک ذرا بھاری ہوتی ہے اور کڑھائی بہتر سنبھالتی ہے۔ لینن موسم بدلنے کے مہینوں کے لیے موزوں ہے۔ پکے رنگ والے ڈیجیٹل پرنٹ اور پہلے سے دھلا ہوا کپڑا لیں تاکہ وہ سکڑے نہیں۔',
    },
    ar: {
      title: 'موسم اللون: اختيار القماش لصيف باكستان',
      excerpt: 'لون أم كامبريك أم كتان؟ ما الذي يبقيك منتعشًا من مايو إلى أغسطس.',
      body: 'قماش اللون خفيف ويسمح بمرور الهواء في حر لاهور وكراتشي. الكامبريك أثقل قليلًا ويحمل التطريز بشكل أفضل. أما الكتان فيناسب الأشهر الانتقالية. اختر الطبعات الرقمية الثابتة الألوان والقماش المغسول مسبقًا لتجنب الانكماش.',
    },
    sp: {
      title: 'Temporada de lawn: cómo elegir tela para el verano paquistaní',
      excerpt: '¿Lawn, cambric o lino? Qué te mantiene fresco de mayo a agosto.',
      body: 'El lawn es ligero y transpira bien con el calor de Lahore y Karachi. El cambric es algo más pesado y sostiene mejor el bordado. El lino va bien en los meses de transición. Busca estampados digitales que no destiñan y tela prelavada para evitar que encoja.',
    },
  },
  'Cash on delivery, wallet or card: which should you use?': {
    ur: {
      title: 'کیش آن ڈیلیوری، والیٹ یا کارڈ: آپ کیا استعمال کریں؟',
      excerpt: 'Bazaar پر ادائیگی کے تین طریقے اور ہر ایک کب مناسب ہے۔',
      body: 'کیش آن ڈیلیوری میں آپ پارسل پہنچنے پر ادائیگی کرتے ہیں۔ Bazaar والیٹ فوراً ادائیگی کرتا ہے اور رقم کی واپسی پہلے وہیں آتی ہے۔ ڈیجیٹل ادائیگی آپ کو ہمارے پارٹنر کے ادائیگی صفحے پر لے جاتی ہے اور پھر آپ کے آرڈر پر واپس لاتی ہے۔\n\nآپ جو بھی طریقہ چنیں، قیمت ہمارا سرور دکان کی اپنی قیمتوں سے نکالتا ہے، براؤزر کی بھیجی ہوئی قیمت سے کبھی نہیں۔',
    },
    ar: {
      title: 'الدفع عند الاستلام أم المحفظة أم البطاقة: أيها تختار؟',
      excerpt: 'طرق الدفع الثلاث على Bazaar ومتى تناسب كل منها.',
      body: 'الدفع عند الاستلام يتيح لك الدفع عند وصول الطرد. محفظة Bazaar تدفع فورًا، وتصل المبالغ المستردة إليها أولًا. الدفع الإلكتروني ينقلك إلى صفحة الدفع لدى شريكنا ثم يعيدك إلى طلبك.\n\nأيًا كان اختيارك، يحسب خادمنا السعر من أسعار المتجر نفسه، ولا يعتمد أبدًا على ما يرسله المتصفح.',
    },
    sp: {
      title: 'Contra reembolso, monedero o tarjeta: ¿cuál usar?',
      excerpt: 'Las tres formas de pagar en Bazaar y cuándo conviene cada una.',
      body: 'Con el pago contra reembolso pagas cuando llega el paquete. El monedero de Bazaar paga al instante y los reembolsos llegan allí primero. El pago digital te lleva a la página de pago de nuestro socio y te devuelve a tu pedido.\n\nElijas lo que elijas, nuestro servidor calcula el precio a partir de los precios de la tienda y nunca de lo que envía un navegador.',
    },
  },
  'Winter chai: the karak way': {
    ur: {
      title: 'سردیوں کی چائے: کڑک انداز میں',
      excerpt: 'دانے دار پتی، فل کریم دودھ اور لمبا ابال۔',
      body: 'کُٹی ہوئی الائچی کے ساتھ پانی ابالیں، فی کپ دو چمچ دانے دار پتی ڈالیں اور رنگ گہرا ہونے دیں۔ فل کریم دودھ اور حسبِ ذائقہ چینی ڈالیں، اور گہرا کیریمل رنگ آنے تک دوبارہ ابالیں۔ چھان کر رس کے ساتھ پیش کریں۔',
    },
    ar: {
      title: 'شاي الشتاء: على طريقة الكرك',
      excerpt: 'أوراق شاي محببة، وحليب كامل الدسم، وغلي طويل.',
      body: 'اغلِ الماء مع الهيل المطحون، وأضف ملعقتين من الشاي المحبب لكل كوب واتركه حتى يغمق. صب الحليب كامل الدسم والسكر حسب الرغبة، واغلِه مجددًا حتى يصبح بلون الكراميل الداكن. صفّه وقدّمه مع البقسماط.',
    },
    sp: {
      title: 'Chai de invierno: al estilo karak',
      excerpt: 'Hojas danedar, leche entera y un hervor largo.',
      body: 'Lleva el agua a ebullición con cardamomo machacado, añade dos cucharadas de té danedar por taza y deja que se oscurezca. Vierte leche entera, azúcar al gusto, y vuelve a hervir hasta que tome un color caramelo intenso. Cuélalo y sírvelo con rusk.',
    },
  },
  'Cricket bats: English willow versus Kashmir willow': {
    ur: {
      title: 'کرکٹ بیٹ: انگلش وِلو یا کشمیر وِلو',
      excerpt: 'لکڑی کی دھاریاں کیا بتاتی ہیں اور ٹیپ بال کرکٹ کے لیے کون سا بیٹ بہتر ہے۔',
      body: 'انگلش وِلو ہلکی اور زیادہ لچک دار ہوتی ہے، اس لیے ہارڈ بال کرکٹ میں پسند کی جاتی ہے۔ کشمیر وِلو زیادہ گھنی اور مضبوط ہوتی ہے، گلی میں ٹیپ بال کے لیے بہتر انتخاب۔ لیدر بال سے کھیلنے سے پہلے نئے بیٹ کی چھ گھنٹے ناکنگ کریں۔',
    },
    ar: {
      title: 'مضارب الكريكيت: صفصاف إنجليزي أم صفصاف كشميري',
      excerpt: 'ما الذي تخبرك به عروق الخشب وأي مضرب يناسب كريكيت الكرة الملفوفة بالشريط.',
      body: 'الصفصاف الإنجليزي أخف وأكثر مرونة، ويفضَّل لكريكيت الكرة الصلبة. الصفصاف الكشميري أكثف وأمتن، وهو خيار أفضل للكرة الملفوفة بالشريط في الأزقة. جهّز المضرب الجديد بالطرق عليه ست ساعات قبل اللعب بكرة جلدية.',
    },
    sp: {
      title: 'Bates de críquet: sauce inglés frente a sauce de Cachemira',
      excerpt: 'Lo que dicen las vetas y qué bate conviene para el críquet con pelota de cinta.',
      body: 'El sauce inglés es más ligero y elástico, el preferido para el críquet con pelota dura. El sauce de Cachemira es más denso y duradero, mejor opción para la pelota de cinta en la calle. Prepara un bate nuevo golpeándolo durante seis horas antes de jugar con pelota de cuero.',
    },
  },
};
