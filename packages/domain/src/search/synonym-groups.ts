/**
 * Synonym groups for catalogue search (issue 15): one group per good, each with its English word(s),
 * its Roman-Urdu spellings (how Pakistani shoppers type it in Latin letters, common variants
 * included: chawal / chawel / chaawal) and its Urdu-script spelling(s). Every word of a group finds
 * every other word of the same group (see synonyms.ts); groups are symmetric, not one-way lists.
 *
 * Source, honestly: compiled by hand for this project from common everyday usage (bazaar, kiryana
 * and online-shop vocabulary of Pakistan), with the Urdu spellings and meanings cross-checked from
 * memory against the usual Urdu–English dictionaries (Platts' "Dictionary of Urdu, Classical Hindi
 * and English", the Urdu Lughat of the Urdu Dictionary Board) rather than copied from any of them,
 * and with the demo market's product, category and store names (tools/seed/src/data) read so the
 * words shoppers would type for those goods are here. It is not an exhaustive or authoritative list:
 * a native speaker should review it, and docs/search-synonyms.md says how to add words.
 *
 * Rules the tests enforce (synonyms.test.ts):
 * - every group has at least one English, one Roman-Urdu and one Urdu-script word;
 * - a word (after normaliseSearchText) belongs to one group only, unless listed in SHARED_WORDS;
 * - words are letters and digits separated by single spaces (no hyphens or punctuation), so they are
 *   split into the same words the search index splits names into;
 * - Urdu is written with Urdu letters (ی ک ہ), no diacritics.
 * Regional or loose equivalences are deliberate and marked with a comment.
 */

/** One good: every word in every list means the same thing to a shopper. */
export interface SynonymGroup {
  /** English word(s), singular and plural where shoppers type both; loanwords used in English too. */
  readonly english: readonly string[];
  /** Roman-Urdu spellings, most common first. */
  readonly roman: readonly string[];
  /** Urdu script, in Urdu letters (ی ک ہ), no diacritics. */
  readonly urdu: readonly string[];
}

const g = (english: string[], roman: string[], urdu: string[]): SynonymGroup => ({ english, roman, urdu });

/** Words deliberately in more than one group (none today). */
export const SHARED_WORDS: readonly string[] = [];

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // ── Groceries and staples ──────────────────────────────────────────────────────────────────────
  g(['rice'], ['chawal', 'chawel', 'chaawal', 'chaval', 'chawl', 'chaul', 'chanwal'], ['چاول']),
  g(['flour', 'wheat flour'], ['atta', 'aata', 'ata', 'aataa', 'attaa'], ['آٹا']),
  g(['all purpose flour', 'refined flour'], ['maida', 'maidah', 'meda', 'maidaa'], ['میدہ']),
  g(['semolina'], ['sooji', 'suji', 'soojee', 'sujee', 'soji'], ['سوجی']),
  g(['gram flour', 'chickpea flour'], ['besan', 'baisan', 'besun'], ['بیسن']),
  g(['lentils', 'lentil', 'pulses'], ['daal', 'dal', 'dhal', 'daalain', 'dalain', 'dalen'], ['دال', 'دالیں']),
  g(['red lentils'], ['masoor', 'masur', 'masoor daal'], ['مسور']),
  g(['mung beans', 'yellow lentils'], ['moong', 'mong', 'moong daal'], ['مونگ']),
  g(
    ['chickpeas', 'chickpea', 'gram'],
    ['chana', 'channa', 'chanay', 'chane', 'cholay', 'chole', 'choley'],
    ['چنا', 'چنے', 'چھولے'],
  ),
  g(['black eyed peas', 'white beans'], ['lobia', 'lobiya'], ['لوبیا']),
  g(['kidney beans', 'red beans'], ['rajma', 'raajma'], ['راجما']),
  g(['sugar'], ['cheeni', 'chini', 'cheenee', 'shakkar', 'shakar'], ['چینی', 'شکر']),
  g(['jaggery'], ['gur', 'gurr', 'gurh'], ['گڑ']),
  g(['salt'], ['namak', 'nimak', 'namuk'], ['نمک']),
  g(['oil', 'cooking oil'], ['tel', 'teil', 'tael'], ['تیل']),
  g(['ghee', 'clarified butter'], ['ghi', 'gheee'], ['گھی']),
  g(['butter'], ['makhan', 'makkhan', 'makhkhan', 'makhun'], ['مکھن']),
  // پنیر is the general Urdu word for cheese, not only for cottage cheese.
  g(['cheese'], ['paneer', 'panir', 'paner'], ['پنیر']),
  g(['yogurt', 'yoghurt', 'curd', 'curds'], ['dahi', 'dahee', 'dehi'], ['دہی']),
  g(['milk'], ['doodh', 'dudh', 'dood', 'doudh', 'dhoodh'], ['دودھ']),
  g(['fresh cream', 'clotted cream'], ['malai', 'malaai', 'balai'], ['ملائی']),
  g(['lassi', 'buttermilk'], ['lasi', 'chaach', 'chhach'], ['لسی', 'چھاچھ']),
  g(['egg', 'eggs'], ['anda', 'anday', 'ande', 'andey', 'aanda'], ['انڈا', 'انڈے']),
  g(['bread', 'loaf'], ['double roti', 'dabal roti', 'dubble roti'], ['ڈبل روٹی']),
  g(
    ['flatbread', 'chapati', 'chapatti'],
    ['roti', 'rotti', 'phulka', 'chapaati'],
    ['روٹی', 'چپاتی', 'پھلکا'],
  ),
  g(['naan'], ['nan', 'naane'], ['نان']),
  g(['rusk', 'rusks'], ['rus', 'russ', 'rask', 'papay', 'paapay', 'papey'], ['رس', 'پاپے']),
  g(['biscuit', 'biscuits', 'cookies', 'cookie'], ['biskut', 'biskit', 'baskut'], ['بسکٹ']),
  g(['cake', 'cakes'], ['kek', 'kaik'], ['کیک']),
  g(
    ['sweets', 'dessert', 'confectionery'],
    ['mithai', 'mithaai', 'mithayi', 'meetha', 'mitha'],
    ['مٹھائی', 'میٹھا'],
  ),
  g(['honey'], ['shehad', 'shahad', 'shehd', 'shahd'], ['شہد']),
  g(['tea'], ['chai', 'chaye', 'chae', 'chaae', 'chaai', 'chaaye', 'chay'], ['چائے', 'چاے', 'چاۓ']),
  g(['coffee'], ['kafi', 'kaafi', 'kofi'], ['کافی']),
  g(['water'], ['pani', 'paani', 'panee'], ['پانی']),
  g(
    ['drink', 'drinks', 'beverage', 'beverages', 'sherbet'],
    ['sharbat', 'sharbet', 'mashroob', 'mashroobat'],
    ['شربت', 'مشروب', 'مشروبات'],
  ),
  g(['juice', 'juices'], ['joos', 'jus', 'jooce'], ['جوس']),
  g(['pickle', 'pickles'], ['achar', 'achaar', 'aachar'], ['اچار']),
  g(['vinegar'], ['sirka', 'sirkah'], ['سرکہ']),
  g(
    ['grocery', 'groceries', 'provisions'],
    ['kiryana', 'karyana', 'kiriana', 'kariana', 'sauda'],
    ['کریانہ', 'سودا'],
  ),
  // ── Spices ─────────────────────────────────────────────────────────────────────────────────────
  g(
    ['spices', 'spice', 'seasoning'],
    ['masala', 'masalay', 'masaley', 'masalah', 'masalla', 'masalajat'],
    ['مصالحہ', 'مسالا', 'مسالہ', 'مصالحے'],
  ),
  g(['turmeric'], ['haldi', 'haldee', 'haldy'], ['ہلدی']),
  g(
    ['chilli', 'chillies', 'chili', 'chilies', 'chilli pepper'],
    ['mirch', 'mirchi', 'mirchain', 'mirchen', 'mirchein'],
    ['مرچ', 'مرچی', 'مرچیں'],
  ),
  g(['black pepper', 'peppercorns'], ['kali mirch', 'kaali mirch', 'kalimirch'], ['کالی مرچ']),
  g(['capsicum', 'bell pepper', 'green pepper'], ['shimla mirch', 'shimlamirch'], ['شملہ مرچ']),
  g(['cumin', 'cumin seeds'], ['zeera', 'jeera', 'zira', 'zeerah', 'jira'], ['زیرہ']),
  g(['coriander', 'cilantro'], ['dhania', 'dhaniya', 'dhanya'], ['دھنیا']),
  g(['garlic'], ['lehsan', 'lehsun', 'lahsan', 'lasan', 'lassan'], ['لہسن']),
  g(['ginger'], ['adrak', 'adrakh'], ['ادرک']),
  g(['cinnamon'], ['darchini', 'daarchini', 'dalchini'], ['دارچینی']),
  g(['cardamom'], ['elaichi', 'ilaichi', 'elachi', 'ilaychi'], ['الائچی']),
  g(['cloves', 'clove'], ['laung', 'loung', 'laong'], ['لونگ']),
  g(['carom seeds', 'ajwain'], ['ajwaen', 'ajwayn', 'ajwine'], ['اجوائن']),
  g(['fennel', 'fennel seeds'], ['saunf', 'sonf', 'soonf'], ['سونف']),
  g(['mustard'], ['sarson', 'sarsoon'], ['سرسوں']),
  g(['saffron'], ['zafran', 'zafraan', 'kesar'], ['زعفران']),
  g(['tamarind'], ['imli', 'imlee'], ['املی']),
  g(['dry fruits', 'nuts'], ['meva', 'mewa', 'mewajat', 'khushk meva'], ['میوہ', 'میوے', 'خشک میوہ']),
  g(['almond', 'almonds'], ['badam', 'badaam'], ['بادام']),
  g(['cashew', 'cashews'], ['kaju', 'kajoo'], ['کاجو']),
  g(['pistachio', 'pistachios'], ['pista', 'pistay'], ['پستہ']),
  g(['walnut', 'walnuts'], ['akhrot', 'akhroat'], ['اخروٹ']),
  g(['peanuts', 'peanut', 'groundnut'], ['moongphali', 'mungphali', 'mong phali'], ['مونگ پھلی']),
  g(['raisins', 'raisin'], ['kishmish', 'kishmis'], ['کشمش']),
  g(['dates', 'date'], ['khajoor', 'khajur', 'khajoorain', 'chuhara', 'chuharay'], ['کھجور', 'چھوہارا']),
  // ── Meat ───────────────────────────────────────────────────────────────────────────────────────
  g(['meat'], ['gosht', 'ghosht', 'gosth'], ['گوشت']),
  g(['chicken'], ['murghi', 'murgi', 'murgh'], ['مرغی', 'مرغ']),
  g(['fish'], ['machli', 'machhli', 'machi'], ['مچھلی']),
  g(['mince', 'minced meat'], ['qeema', 'keema', 'qima'], ['قیمہ']),
  // ── Fruit ──────────────────────────────────────────────────────────────────────────────────────
  g(['fruit', 'fruits'], ['phal', 'phalon', 'phall'], ['پھل']),
  g(['mango', 'mangoes', 'mangos'], ['aam', 'aamb'], ['آم']),
  g(['banana', 'bananas'], ['kela', 'kelay', 'kele', 'kaila'], ['کیلا', 'کیلے']),
  g(['apple', 'apples'], ['seb', 'saib', 'sayb', 'sebb'], ['سیب']),
  g(['guava', 'guavas'], ['amrood', 'amrud', 'amrod', 'amrut'], ['امرود']),
  g(['pomegranate', 'pomegranates'], ['anar', 'anaar'], ['انار']),
  g(['grapes', 'grape'], ['angoor', 'angur'], ['انگور']),
  g(['melon', 'muskmelon'], ['kharbooza', 'kharbuza', 'garma'], ['خربوزہ', 'گرما']),
  g(['watermelon'], ['tarbooz', 'tarbuz', 'hadwana'], ['تربوز', 'ہدوانہ']),
  g(['peach', 'peaches'], ['aaru', 'aru'], ['آڑو']),
  g(['apricot', 'apricots'], ['khubani', 'khobani'], ['خوبانی']),
  g(['plum', 'plums'], ['aloo bukhara', 'alu bukhara'], ['آلو بخارا']),
  g(['lemon', 'lemons', 'lime'], ['nimbu', 'nimboo', 'limu', 'leemu'], ['لیموں']),
  g(
    ['orange', 'oranges'],
    ['malta', 'maltay', 'santra', 'sangtara', 'narangi'],
    ['مالٹا', 'سنگترہ', 'نارنگی'],
  ),
  g(['kinnow', 'mandarin', 'tangerine'], ['kinno', 'kino', 'keenu', 'kinoo', 'kinnu'], ['کینو']),
  g(['papaya'], ['papita', 'papeeta'], ['پپیتا']),
  g(['coconut'], ['nariyal', 'naryal', 'khopra'], ['ناریل', 'کھوپرا']),
  g(['sapodilla', 'chikoo'], ['cheeku', 'chiku'], ['چیکو']),
  // ── Vegetables ─────────────────────────────────────────────────────────────────────────────────
  g(
    ['vegetables', 'vegetable', 'veggies'],
    ['sabzi', 'sabzee', 'subzi', 'sabziyan', 'sabziyaan', 'tarkari'],
    ['سبزی', 'سبزیاں', 'ترکاری'],
  ),
  g(['tomato', 'tomatoes'], ['tamatar', 'timatar', 'tamater', 'tamaatar'], ['ٹماٹر']),
  g(['onion', 'onions'], ['pyaz', 'piyaz', 'pyaaz', 'piaz'], ['پیاز']),
  g(['potato', 'potatoes'], ['aloo', 'alu', 'aaloo', 'aalu'], ['آلو']),
  g(['okra', 'lady finger', 'ladyfinger'], ['bhindi', 'bindi', 'bhindee', 'bhinda'], ['بھنڈی']),
  g(['spinach'], ['palak', 'paalak'], ['پالک']),
  g(['mustard greens'], ['saag', 'sag'], ['ساگ']),
  g(['carrot', 'carrots'], ['gajar', 'gajjar', 'gaajar'], ['گاجر']),
  // Regional: in Punjab "kaddu" is the bottle gourd (lauki); the pumpkin is "halwa kaddu".
  g(['bottle gourd', 'gourd'], ['lauki', 'loki', 'ghiya', 'kaddu', 'kadu'], ['لوکی', 'گھیا', 'کدو']),
  g(['cauliflower'], ['gobhi', 'gobi', 'phool gobhi', 'phoolgobi'], ['گوبھی', 'پھول گوبھی']),
  g(['cabbage'], ['band gobhi', 'bandgobhi', 'band gobi'], ['بند گوبھی']),
  g(['peas'], ['matar', 'mattar', 'mutter', 'muttar'], ['مٹر']),
  g(['eggplant', 'aubergine', 'brinjal'], ['baingan', 'bengan', 'baigan', 'bengun', 'bangan'], ['بینگن']),
  g(['cucumber', 'cucumbers'], ['kheera', 'khira', 'kheeray'], ['کھیرا']),
  g(['radish'], ['mooli', 'muli'], ['مولی']),
  g(['turnip', 'turnips'], ['shaljam', 'shalgam', 'gonglu'], ['شلجم', 'گونگلو']),
  g(['bitter gourd'], ['karela', 'karelay', 'kerela'], ['کریلا']),
  g(['mint'], ['podina', 'pudina', 'podeena'], ['پودینہ']),
  g(['taro'], ['arvi', 'arbi'], ['اروی']),
  g(['round gourd', 'apple gourd'], ['tinda', 'tinday'], ['ٹینڈا']),
  // ── Colours (so "lal mirch", "hari mirch", "kala chashma" find red, green, black goods) ─────────
  g(['red'], ['lal', 'laal', 'surkh'], ['لال', 'سرخ']),
  g(['green'], ['hara', 'hari', 'haray', 'sabz'], ['ہرا', 'ہری', 'سبز']),
  g(['white'], ['safed', 'sufaid', 'safaid', 'sufed'], ['سفید']),
  g(['black'], ['kala', 'kaala', 'kali', 'kaali', 'siyah'], ['کالا', 'کالی', 'سیاہ']),
  g(['blue'], ['neela', 'nila', 'neeli', 'neelay'], ['نیلا', 'نیلی']),
  g(['yellow'], ['peela', 'pila', 'peeli', 'zard'], ['پیلا', 'پیلی', 'زرد']),
  g(['pink'], ['gulabi', 'gulaabi'], ['گلابی']),
  g(['brown'], ['bhoora', 'bhura'], ['بھورا']),
  g(['golden'], ['sunehri', 'sunehra', 'sunahri'], ['سنہری']),
  // ── Clothes and fabrics ────────────────────────────────────────────────────────────────────────
  // Marketplace usage: "kapray" is what the "Fashion" departments sell, so "fashion" is in the group.
  g(
    ['clothes', 'clothing', 'garments', 'apparel', 'fashion'],
    ['kapray', 'kapre', 'kapde', 'kapra', 'kapda', 'kaprey', 'libas', 'libaas', 'poshak'],
    ['کپڑے', 'کپڑا', 'لباس', 'پوشاک'],
  ),
  g(['suit', 'suits', 'outfit'], ['jora', 'joda', 'joray', 'jorey'], ['جوڑا', 'جوڑے', 'سوٹ']),
  g(['kurta', 'kurtas'], ['kurtay', 'kurtey', 'kurtaa', 'kurtah'], ['کرتا', 'کرتہ', 'کرتے']),
  g(['kurti', 'kurtis'], ['kurtee', 'kurtiyan'], ['کرتی']),
  g(['kameez', 'tunic'], ['qameez', 'kamiz', 'qamees', 'kamees', 'qamiz'], ['قمیص', 'قمیض']),
  g(['shalwar', 'salwar'], ['shalwaar', 'salwaar', 'shalwer'], ['شلوار']),
  g(['pajama', 'pyjama', 'pyjamas', 'pajamas'], ['paijama', 'pajamay', 'pajamey'], ['پاجامہ']),
  g(['trousers', 'pants'], ['patloon', 'patlun', 'pent', 'pant'], ['پتلون', 'پینٹ']),
  g(['scarf', 'stole', 'dupatta'], ['dopatta', 'duppata', 'dupata', 'orhni', 'odhni'], ['دوپٹہ', 'اوڑھنی']),
  g(['shawl', 'shawls'], ['shaal', 'shal', 'dushala', 'lohi'], ['شال', 'دوشالہ']),
  g(['waistcoat', 'waistcoats'], ['waskat', 'wasket', 'waskit'], ['واسکٹ']),
  // In Pakistani English a "vest" is the undershirt.
  g(['vest', 'undershirt'], ['banyan', 'baniyan', 'bunyan'], ['بنیان']),
  g(['socks'], ['moze', 'mozay', 'jurab', 'jurrab', 'jurabain', 'jurabein'], ['موزے', 'جراب', 'جرابیں']),
  g(['cap', 'hat'], ['topi', 'topee', 'topiyan'], ['ٹوپی']),
  g(['sweater', 'jumper'], ['swetar', 'sweatar', 'sueter'], ['سویٹر']),
  g(['khaddar', 'khadi', 'homespun'], ['khadar', 'khaddr'], ['کھدر']),
  g(['lawn'], ['laan', 'lawan'], ['لان']),
  g(['chikankari'], ['chikan', 'chickenkari', 'chikankaari'], ['چکن کاری']),
  g(['boski'], ['bosky', 'boskey'], ['بوسکی']),
  g(['latha'], ['lattha', 'lathha', 'latta'], ['لٹھا']),
  g(['jamawar'], ['jamavar', 'jamawaar', 'jamewar'], ['جامہ وار']),
  g(
    ['embroidery', 'embroidered'],
    ['kashida', 'kasheeda', 'kashidakari', 'kasheedakari'],
    ['کشیدہ', 'کشیدہ کاری', 'کڑھائی'],
  ),
  g(['silk', 'silken'], ['resham', 'reshmi', 'raisham'], ['ریشم', 'ریشمی']),
  g(['cotton'], ['sooti', 'suti', 'kapaas', 'kapas'], ['سوتی', 'کپاس']),
  g(['leather'], ['chamra', 'chamrra', 'chamda'], ['چمڑا', 'چمڑے']),
  g(['winter'], ['sardi', 'sardiyon', 'sardiyan', 'sardee'], ['سردی', 'سردیوں', 'سردیاں']),
  g(['summer'], ['garmi', 'garmiyon', 'garmiyan', 'garmee'], ['گرمی', 'گرمیوں', 'گرمیاں']),
  g(['bridal', 'bride', 'wedding'], ['dulhan', 'dulhun', 'shadi', 'shaadi'], ['دلہن', 'شادی']),
  g(['festive'], ['eid', 'eed'], ['عید']),
  g(
    ['men', 'mens', 'man', 'male', 'gents'],
    ['mard', 'mardana', 'mardon', 'aadmi'],
    ['مرد', 'مردانہ', 'مردوں'],
  ),
  g(
    ['women', 'womens', 'woman', 'female', 'ladies'],
    ['aurat', 'auraton', 'zanana', 'khawateen', 'khwateen'],
    ['عورت', 'عورتوں', 'زنانہ', 'خواتین'],
  ),
  g(['boy', 'boys'], ['larka', 'larkay', 'larkon', 'ladka'], ['لڑکا', 'لڑکے', 'لڑکوں']),
  g(['girl', 'girls'], ['larki', 'larkiyan', 'larkiyon', 'ladki'], ['لڑکی', 'لڑکیاں', 'لڑکیوں']),
  // ── Shoes ──────────────────────────────────────────────────────────────────────────────────────
  g(
    ['shoes', 'shoe', 'footwear'],
    ['joote', 'jootay', 'jutay', 'jootey', 'joota', 'juta', 'jootain', 'jotay'],
    ['جوتے', 'جوتا'],
  ),
  // The demo market files khussa and jutti together ("Khussa & Jutti"); mojari is the same shoe.
  g(
    ['khussa', 'jutti', 'mojari'],
    ['khussay', 'khusa', 'juttis', 'juti', 'jooti', 'mojri', 'khussey'],
    ['کھسہ', 'کھسے', 'جوتی', 'موجڑی'],
  ),
  g(
    ['sandals', 'sandal', 'slippers', 'slipper', 'flip flops'],
    ['chappal', 'chappals', 'chappel', 'chapal', 'chaplen', 'chappalain'],
    ['چپل', 'چپلیں'],
  ),
  // ── Watches, eyewear, jewellery, bags ──────────────────────────────────────────────────────────
  g(
    ['watch', 'watches', 'clock', 'wristwatch'],
    ['ghari', 'gharri', 'ghadi', 'gharee', 'ghariyan'],
    ['گھڑی', 'گھڑیاں'],
  ),
  g(
    ['glasses', 'sunglasses', 'spectacles', 'shades', 'eyewear'],
    ['chashma', 'chasma', 'chashmay', 'ainak', 'enak'],
    ['چشمہ', 'چشمے', 'عینک'],
  ),
  g(['jewellery', 'jewelry'], ['zevar', 'zewar', 'zaiwar', 'zevarat', 'zewarat'], ['زیور', 'زیورات']),
  g(
    ['bangles', 'bangle'],
    ['choorian', 'chooriyan', 'churiyan', 'chudiyan', 'choori', 'churi'],
    ['چوڑیاں', 'چوڑی'],
  ),
  g(
    ['earrings', 'earring'],
    ['jhumka', 'jhumkay', 'jhumke', 'bunday', 'bunde', 'baali', 'baliyan'],
    ['جھمکا', 'جھمکے', 'بندے', 'بالی', 'بالیاں'],
  ),
  g(['ring', 'rings'], ['anguthi', 'angoothi', 'angothi', 'chhalla', 'challa'], ['انگوٹھی', 'چھلا']),
  g(['necklace', 'necklaces'], ['haar', 'mala', 'maala'], ['ہار', 'مالا']),
  g(['gold'], ['sona', 'sonay'], ['سونا', 'سونے']),
  g(['silver'], ['chandi', 'chaandi'], ['چاندی']),
  g(['pearl', 'pearls'], ['moti', 'motee', 'motiyon'], ['موتی']),
  g(['turquoise'], ['feroza', 'firoza', 'ferozi'], ['فیروزہ']),
  g(
    ['bag', 'bags', 'handbag', 'handbags', 'purse', 'purses'],
    ['thaila', 'thela', 'thaili', 'thaily', 'jhola'],
    ['تھیلا', 'تھیلی', 'بیگ', 'پرس'],
  ),
  g(['wallet', 'wallets'], ['batwa', 'batua', 'butwa'], ['بٹوا']),
  // ── Beauty and personal care ───────────────────────────────────────────────────────────────────
  g(
    ['lipstick', 'lipsticks'],
    ['lipistic', 'lipstik', 'surkhi', 'lali', 'laali'],
    ['لپ اسٹک', 'سرخی', 'لالی'],
  ),
  g(['kohl', 'eyeliner', 'eye liner'], ['kajal', 'kaajal', 'kajol', 'surma', 'soorma'], ['کاجل', 'سرمہ']),
  g(['henna'], ['mehndi', 'mehendi', 'mehandi', 'hina', 'heena'], ['مہندی', 'حنا']),
  g(
    ['perfume', 'perfumes', 'fragrance', 'fragrances', 'scent', 'attar'],
    ['khushboo', 'khushbu', 'itar', 'itr', 'ittar'],
    ['خوشبو', 'عطر'],
  ),
  g(['musk'], ['mushk', 'mashk'], ['مشک']),
  g(['oud', 'agarwood'], ['ood', 'oudh', 'aud'], ['عود']),
  g(['rose', 'roses'], ['gulab', 'gulaab'], ['گلاب']),
  g(['soap'], ['sabun', 'saabun', 'saboon', 'sabon'], ['صابن', 'سابن']),
  g(['shampoo'], ['shampu', 'shampo', 'shaimpu'], ['شیمپو']),
  g(['cream', 'creams'], ['kreem', 'krim', 'creem'], ['کریم']),
  g(['lotion'], ['loshan', 'loshen'], ['لوشن']),
  g(['hair'], ['baal', 'baalon', 'zulf', 'zulfen'], ['بال', 'بالوں', 'زلف']),
  g(['amla', 'indian gooseberry'], ['aamla', 'aanwla', 'amlah'], ['آملہ']),
  g(['nail', 'nails'], ['nakhun', 'naakhun', 'nakhoon'], ['ناخن']),
  g(['comb'], ['kanghi', 'kangi', 'kanga'], ['کنگھی']),
  g(['toothpaste', 'tooth powder'], ['manjan', 'manjun'], ['منجن']),
  g(['miswak', 'tooth stick'], ['miswaak', 'maswak', 'meswak'], ['مسواک']),
  g(['razor', 'razors'], ['ustra', 'ustara', 'ustera'], ['استرا']),
  // ── Baby and toys ──────────────────────────────────────────────────────────────────────────────
  g(
    ['baby', 'babies', 'kids', 'kid', 'child', 'children'],
    ['bacha', 'bachcha', 'bachay', 'bachon', 'bachche', 'bache', 'bachey'],
    ['بچہ', 'بچے', 'بچوں'],
  ),
  // "Pampers" is used for any nappy.
  g(
    ['diaper', 'diapers', 'nappy', 'nappies', 'pampers'],
    ['pampar', 'pempar', 'daiper', 'diper'],
    ['پیمپر', 'ڈائپر'],
  ),
  // "Feeder" is the Pakistani word for the baby's bottle.
  g(['feeding bottle', 'baby bottle', 'feeder'], ['fidar', 'feedar'], ['فیڈر']),
  g(['toy', 'toys'], ['khilona', 'khilonay', 'khilone', 'khilonon'], ['کھلونا', 'کھلونے']),
  g(['doll', 'dolls'], ['gudiya', 'guriya', 'gurya'], ['گڑیا']),
  g(['swing', 'cradle'], ['jhoola', 'jhula', 'jhulla', 'pangura'], ['جھولا', 'پنگوڑا']),
  g(['kite', 'kites'], ['patang', 'patangain', 'guddi'], ['پتنگ']),
  g(['bear', 'teddy'], ['bhalu', 'bhaloo'], ['بھالو']),
  g(['car', 'cars'], ['gari', 'gaari', 'gaadi', 'gariyan'], ['گاڑی', 'گاڑیاں']),
  // ── Home ───────────────────────────────────────────────────────────────────────────────────────
  g(['furniture'], ['farnichar', 'furnichar'], ['فرنیچر']),
  g(['chair', 'chairs'], ['kursi', 'kursiyan', 'kursian', 'kursiyaan'], ['کرسی', 'کرسیاں']),
  g(['table', 'tables'], ['mez', 'maiz', 'maez', 'mezain'], ['میز']),
  g(['sofa', 'sofas', 'couch', 'settee'], ['sofay', 'sofey', 'sopha'], ['صوفہ', 'صوفے']),
  g(['bed', 'beds'], ['palang', 'palung', 'palangh'], ['پلنگ']),
  g(['charpoy', 'rope bed'], ['charpai', 'charpayi', 'manji', 'manja'], ['چارپائی', 'منجی']),
  g(['wardrobe', 'cupboard', 'almirah'], ['almari', 'almaari', 'almaira'], ['الماری']),
  g(['mirror', 'mirrors'], ['aaina', 'aina', 'aaeena', 'aainay'], ['آئینہ']),
  g(['wood', 'wooden'], ['lakri', 'lakdi', 'lakar', 'lakkar'], ['لکڑی']),
  g(['sheesham', 'rosewood'], ['shisham', 'shesham'], ['شیشم']),
  g(['bedsheet', 'bed sheet', 'bedsheets'], ['chadar', 'chaadar', 'chaddar', 'chadder'], ['چادر']),
  g(['pillow', 'pillows'], ['takia', 'takiya', 'takiye', 'takye'], ['تکیہ', 'تکیے']),
  g(['quilt', 'comforter', 'duvet'], ['razai', 'rajai', 'lihaf', 'lehaf'], ['رضائی', 'لحاف']),
  g(['blanket', 'blankets'], ['kambal', 'kumbal'], ['کمبل']),
  g(
    ['carpet', 'rug', 'rugs'],
    ['qaleen', 'kaleen', 'galeecha', 'dari', 'durrie'],
    ['قالین', 'دری', 'غالیچہ'],
  ),
  g(['curtain', 'curtains'], ['parda', 'pardah', 'parday', 'pardey'], ['پردہ', 'پردے']),
  g(['towel', 'towels'], ['tolia', 'tauliya', 'toliya', 'towlia'], ['تولیہ']),
  g(['mattress'], ['gadda', 'gadday', 'gaddey'], ['گدا', 'گدے']),
  g(['mat', 'mats'], ['chatai', 'chattai'], ['چٹائی']),
  g(['prayer mat', 'prayer rug'], ['jainamaz', 'jae namaz', 'musalla', 'musallah'], ['جائے نماز', 'مصلیٰ']),
  g(['prayer beads', 'rosary'], ['tasbeeh', 'tasbih', 'tasbi'], ['تسبیح']),
  g(['broom'], ['jharu', 'jharoo', 'jhaaru'], ['جھاڑو']),
  g(['bucket'], ['balti', 'baalti'], ['بالٹی']),
  g(['fan', 'fans'], ['pankha', 'pankhay', 'pankhe', 'punkha'], ['پنکھا', 'پنکھے']),
  g(['iron', 'clothes iron'], ['istri', 'isteri', 'estri', 'istiri'], ['استری']),
  g(['lock', 'padlock'], ['tala', 'taala'], ['تالا']),
  g(['key', 'keys'], ['chabi', 'chaabi', 'chabbi'], ['چابی']),
  g(['light', 'lights'], ['batti', 'bati', 'roshni'], ['بتی', 'روشنی']),
  g(['lamp', 'lamps'], ['chiragh', 'charagh', 'diya'], ['چراغ', 'دیا']),
  g(['lantern', 'lanterns'], ['laltain', 'lalten', 'lantain'], ['لالٹین']),
  g(['plant', 'plants'], ['paudha', 'pauda', 'paudhay', 'poda', 'podey'], ['پودا', 'پودے']),
  g(['flower pot', 'planter', 'pot'], ['gamla', 'gamlay', 'gamley'], ['گملا', 'گملے']),
  g(['flower', 'flowers'], ['phool', 'phul', 'phoolon'], ['پھول']),
  g(['clay', 'earthenware', 'terracotta'], ['mitti', 'matti', 'mittee'], ['مٹی']),
  g(['copper'], ['tamba', 'taamba', 'taanba'], ['تانبا']),
  g(['brass'], ['peetal', 'pital', 'peetul'], ['پیتل']),
  g(['gift', 'gifts', 'present'], ['tohfa', 'tohfay', 'tohfe', 'tuhfa'], ['تحفہ', 'تحفے']),
  // ── Kitchen ────────────────────────────────────────────────────────────────────────────────────
  g(
    ['utensils', 'crockery', 'dishes', 'kitchenware', 'cookware'],
    ['bartan', 'bartun', 'bartanon', 'bartaan'],
    ['برتن'],
  ),
  g(['wok', 'karahi'], ['karhai', 'kadhai', 'kadai', 'karahee', 'kerahi'], ['کڑاہی']),
  g(['griddle', 'tawa'], ['tava', 'tawwa', 'tavva'], ['توا']),
  g(['casserole', 'hotpot', 'handi'], ['haandi', 'handee', 'handia'], ['ہانڈی']),
  g(
    ['saucepan', 'cooking pot', 'stockpot'],
    ['degchi', 'dekchi', 'degchee', 'patila', 'pateela', 'patilla'],
    ['دیگچی', 'پتیلا'],
  ),
  g(['pressure cooker', 'cooker'], ['kukar', 'kookar', 'cookar'], ['ککر', 'کوکر', 'پریشر ککر']),
  g(['stove', 'burner', 'hob'], ['chulha', 'choolha', 'chula'], ['چولہا']),
  g(['spoon', 'spoons'], ['chamach', 'chammach', 'chamcha', 'chamchay', 'chamchi'], ['چمچ', 'چمچہ', 'چمچے']),
  g(['knife', 'knives'], ['chhuri', 'chhurri', 'chaaku', 'chaku', 'chakoo'], ['چھری', 'چاقو']),
  g(['bowl', 'bowls'], ['katori', 'katoori', 'katora', 'katoray'], ['کٹوری', 'کٹورا']),
  g(['cup', 'cups', 'mug', 'mugs'], ['piyala', 'pyala', 'payala', 'pyali', 'piyali'], ['پیالہ', 'پیالی']),
  g(['glass', 'tumbler', 'tumblers'], ['gilas', 'glaas', 'gilaas'], ['گلاس']),
  g(['platter', 'tray', 'thali'], ['thaal', 'thaali', 'thaliyan'], ['تھال', 'تھالی']),
  g(['kettle', 'teapot'], ['ketli', 'kaitli', 'ketly'], ['کیتلی']),
  // ── Electronics (as shoppers say it) ───────────────────────────────────────────────────────────
  g(
    [
      'phone',
      'phones',
      'mobile',
      'mobiles',
      'mobile phone',
      'smartphone',
      'smartphones',
      'cellphone',
      'cell phone',
    ],
    ['mobail', 'mobiel', 'mubail', 'fone'],
    ['موبائل', 'فون'],
  ),
  g(['charger', 'chargers'], ['charjar', 'chaarjar', 'chargar'], ['چارجر']),
  // "Handsfree" is what wired earphones are called.
  g(
    ['earphones', 'earphone', 'handsfree', 'hands free'],
    ['handfree', 'hanzfree', 'hensfree'],
    ['ہینڈز فری', 'ہینڈ فری'],
  ),
  g(['headphones', 'headphone', 'headset'], ['hedphone', 'headfone', 'hedfone'], ['ہیڈ فون']),
  g(['speaker', 'speakers'], ['speekar', 'spekar', 'ispeaker'], ['اسپیکر', 'سپیکر']),
  g(['laptop', 'laptops'], ['leptop', 'laptap', 'lapi'], ['لیپ ٹاپ']),
  g(['computer', 'computers', 'desktop'], ['kampyutar', 'computar', 'kampiutar'], ['کمپیوٹر']),
  // Shoppers call a flat-screen television an "LCD"; "LED" is left out (it names lamps too).
  g(['tv', 'television', 'televisions', 'telly'], ['tivi', 'teevee', 'lcd'], ['ٹی وی', 'ٹیلی ویژن']),
  g(['cover', 'covers', 'case', 'phone case'], ['kavar', 'kawar'], ['کور']),
  g(['cable', 'cables', 'wire', 'wires'], ['taar', 'taaren'], ['تار']),
  g(['battery', 'batteries'], ['betri', 'bateri', 'baitri'], ['بیٹری']),
  g(['fridge', 'refrigerator'], ['frij', 'fridj', 'freej'], ['فریج']),
  g(['heater', 'heaters'], ['heetar', 'hiter'], ['ہیٹر']),
  g(['geyser', 'water heater'], ['geezer', 'gizar', 'geyzer'], ['گیزر']),
  g(['electric', 'electrical', 'electricity'], ['bijli', 'bijlee'], ['بجلی']),
  // ── Books, stationery, sport ───────────────────────────────────────────────────────────────────
  g(['book', 'books'], ['kitab', 'kitaab', 'kitabain', 'kitaben', 'kutub'], ['کتاب', 'کتابیں', 'کتب']),
  g(['pen', 'pens'], ['qalam', 'kalam', 'qalum'], ['قلم']),
  // A school "copy" is a notebook.
  g(
    ['notebook', 'notebooks', 'exercise book'],
    ['copy', 'kapi', 'kopi', 'copi', 'copiyan'],
    ['کاپی', 'کاپیاں'],
  ),
  g(['pencil', 'pencils'], ['pensil', 'painsil'], ['پنسل']),
  g(['eraser', 'rubber'], ['rabar', 'rubbar'], ['ربڑ']),
  g(['paper'], ['kaghaz', 'kagaz', 'kaghz'], ['کاغذ']),
  g(['school bag', 'backpack', 'schoolbag'], ['basta', 'bastay', 'bastey'], ['بستہ']),
  g(['colour', 'colours', 'color', 'colors'], ['rang', 'rung', 'rangon'], ['رنگ', 'رنگوں']),
  g(['bat', 'cricket bat'], ['balla', 'bulla', 'ballay'], ['بلا', 'بیٹ']),
  g(['ball', 'balls'], ['gaind', 'gend', 'gaindh'], ['گیند']),
  g(['gloves'], ['dastanay', 'dastane', 'dastaney'], ['دستانے']),
  g(['rope'], ['rassi', 'rasi', 'rassee'], ['رسی']),
  g(['cricket'], ['kirkit', 'krikat', 'kirket'], ['کرکٹ']),
  // ── Pharmacy ───────────────────────────────────────────────────────────────────────────────────
  g(
    ['medicine', 'medicines', 'medication'],
    ['dawai', 'dawa', 'dawaai', 'dawaee', 'dwai', 'adwiyat'],
    ['دوائی', 'دوا', 'ادویات'],
  ),
  // "Tablet" is left out: in a marketplace it is also the iPad-like device.
  g(['pill', 'pills', 'tabs'], ['goli', 'goliyan', 'goliyaan'], ['گولی', 'گولیاں']),
  // ── How shoppers qualify goods ─────────────────────────────────────────────────────────────────
  g(['cheap', 'budget', 'affordable'], ['sasta', 'sastay', 'sasti', 'susta'], ['سستا', 'سستی', 'سستے']),
  g(['new'], ['naya', 'nayi', 'naye', 'naey'], ['نیا', 'نئی', 'نئے']),
  g(
    ['used', 'second hand', 'secondhand', 'old'],
    ['purana', 'puranay', 'purani'],
    ['پرانا', 'پرانی', 'پرانے'],
  ),
  g(['original', 'genuine', 'authentic'], ['asli', 'asal', 'asl'], ['اصلی', 'اصل']),
  g(['small', 'mini'], ['chota', 'chhota', 'choti', 'chotay'], ['چھوٹا', 'چھوٹی', 'چھوٹے']),
  g(['large', 'big'], ['bara', 'bada', 'barra', 'bari', 'baray'], ['بڑا', 'بڑی', 'بڑے']),
];
