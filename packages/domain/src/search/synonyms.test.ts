import { describe, expect, it } from 'vitest';
import {
  groupWords,
  normaliseSearchText,
  SHARED_WORDS,
  SYNONYM_GROUPS,
  synonymsOf,
  synonymsOfPrefix,
  synonymWords,
} from './synonyms';

const romanWords = [...new Set(SYNONYM_GROUPS.flatMap((g) => g.roman.map(normaliseSearchText)))];

describe('normaliseSearchText', () => {
  it.each([
    ['Chawal', 'chawal'],
    ['  BASMATI   Rice ', 'basmati rice'],
    ['Café crème', 'cafe creme'],
    ['ＳＡＭＳＵＮＧ', 'samsung'], // full-width letters (NFKC)
    ['ﬁne atta', 'fine atta'], // ligature (NFKC)
    // Arabic-keyboard letters fold to the Urdu ones: yeh, kaf, heh.
    ['چاول', 'چاول'],
    ['كيلا', 'کیلا'], // Arabic kaf + Arabic yeh -> کیلا
    ['چيني', 'چینی'],
    ['دوده', 'دودہ'], // Arabic heh
    ['دودھ', 'دودہ'], // do-chashmi heh: same as above
    ['دودہ', 'دودہ'],
    ['مرغى', 'مرغی'], // alef maksura
    ['شهد', 'شہد'],
    // Diacritics (harakat), superscript alef and tatweel are removed.
    ['چَاوَل', 'چاول'],
    ['مصلیٰ', 'مصلی'],
    ['چـــاول', 'چاول'],
    // Alef with madda or hamza is plain alef: آٹا and اٹا are the same search.
    ['آٹا', 'اٹا'],
    ['أنار', 'انار'],
    // Urdu (Extended Arabic-Indic) and Arabic-Indic digits become ASCII.
    ['۱۲۳ کلو', '123 کلو'],
    ['٤٥٦', '456'],
    ['Atta ۵kg', 'atta 5kg'],
    // Invisible joiners go.
    ['چا\u200cول', 'چاول'],
    ['', ''],
  ])('%s -> %s', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const word of synonymWords()) expect(normaliseSearchText(word)).toBe(word);
  });
});

describe('synonymsOf', () => {
  it.each([
    ['chawal', ['rice', 'چاول', 'chawel', 'chaawal']],
    ['rice', ['chawal', 'chawel', 'چاول']],
    ['Chawel', ['rice', 'chawal']],
    ['doodh', ['milk', 'dudh', 'دودھ']],
    ['milk', ['doodh', 'dudh']],
    ['atta', ['flour', 'aata', 'آٹا']],
    ['flour', ['atta']],
    ['chai', ['tea', 'چائے', 'chaye']],
    ['tea', ['chai']],
    ['kapray', ['clothes', 'کپڑے']],
    ['clothes', ['kapray']],
    ['joote', ['shoes', 'jootay', 'jutay', 'جوتے']],
    ['shoes', ['joote', 'jootay', 'jutay']],
    ['jutay', ['joote', 'shoes']],
    ['dudh', ['doodh', 'milk']],
    ['haldi', ['turmeric']],
    ['zeera', ['cumin', 'jeera']],
    ['daal', ['lentils', 'dal']],
    ['lal', ['red']],
    ['hari', ['green']],
    ['ghari', ['watch']],
    ['handsfree', ['earphones']],
    ['copy', ['notebook']],
    ['kali mirch', ['black pepper']],
  ])('%s -> includes %j', (word, expected) => {
    const found = synonymsOf(word);
    const wanted = expected.map(normaliseSearchText);
    for (const w of wanted) expect(found).toContain(w);
    expect(found).not.toContain(normaliseSearchText(word));
  });

  it.each([
    ['چاول', 'chawal'],
    ['چاول', 'rice'],
    ['دودھ', 'milk'],
    ['دوده', 'milk'], // typed on an Arabic keyboard
    ['دودہ', 'doodh'],
    ['آٹا', 'atta'],
    ['اٹا', 'flour'],
    ['چائے', 'tea'],
    ['جوتے', 'shoes'],
    ['کپڑے', 'kapray'],
    ['كپڑے', 'clothes'], // Arabic kaf
  ])('Urdu script %s finds %s', (word, expected) => {
    expect(synonymsOf(word)).toContain(expected);
  });

  it('is case- and space-insensitive and empty for unknown words', () => {
    expect(synonymsOf('  CHAWAL ')).toEqual(synonymsOf('chawal'));
    expect(synonymsOf('samsung')).toEqual([]);
    expect(synonymsOf('')).toEqual([]);
  });

  it('is symmetric: b is a synonym of a exactly when a is a synonym of b', () => {
    const oneWay: string[] = [];
    for (const a of synonymWords()) {
      for (const b of synonymsOf(a)) if (!synonymsOf(b).includes(a)) oneWay.push(`${a} -> ${b}`);
    }
    expect(oneWay).toEqual([]);
  });

  it('gives every word of a group the whole rest of its group', () => {
    for (const group of SYNONYM_GROUPS) {
      const words = groupWords(group);
      for (const w of words) expect([...synonymsOf(w)].sort()).toEqual(words.filter((x) => x !== w).sort());
    }
  });
});

describe('synonymsOfPrefix (as you type)', () => {
  it.each([
    ['chaw', 'rice'],
    ['chaw', 'چاول'],
    ['dood', 'milk'],
    ['jhum', 'earrings'],
    ['دود', 'milk'],
  ])('%s -> includes %s', (prefix, expected) => {
    expect(synonymsOfPrefix(prefix)).toContain(normaliseSearchText(expected));
  });

  it('leaves out words that start with the prefix, and short prefixes', () => {
    expect(synonymsOfPrefix('chaw').some((w) => w.startsWith('chaw'))).toBe(false);
    expect(synonymsOfPrefix('ch')).toEqual([]);
    expect(synonymsOfPrefix('chaw', 2)).toHaveLength(2);
  });
});

describe('SYNONYM_GROUPS (the data)', () => {
  it(`has at least 150 Roman-Urdu words (has ${romanWords.length})`, () => {
    expect(romanWords.length).toBeGreaterThanOrEqual(150);
  });

  it('every group has English, Roman-Urdu and Urdu-script words', () => {
    for (const g of SYNONYM_GROUPS) {
      expect(g.english.length, JSON.stringify(g)).toBeGreaterThan(0);
      expect(g.roman.length, JSON.stringify(g)).toBeGreaterThan(0);
      expect(g.urdu.length, JSON.stringify(g)).toBeGreaterThan(0);
    }
  });

  it('words are lower-case letters and digits between single spaces, as the index splits names', () => {
    for (const g of SYNONYM_GROUPS) {
      for (const w of [...g.english, ...g.roman]) expect(w).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      // Urdu letters only (Arabic block), no Arabic-keyboard yeh/kaf/heh, no diacritics or tatweel.
      for (const w of g.urdu) {
        expect(w).toMatch(
          /^[\u0621-\u063A\u0641-\u064A\u0670-\u06D3]+( [\u0621-\u063A\u0641-\u064A\u0670-\u06D3]+)*$/u,
        );
        expect(w).not.toMatch(/[\u064A\u0643\u0647\u0649\u064B-\u065F\u0640]/);
      }
    }
  });

  it('no word is listed twice in a group', () => {
    for (const g of SYNONYM_GROUPS) {
      const all = [...g.english, ...g.roman, ...g.urdu];
      const twice = all.filter((w, i) => all.indexOf(w) !== i);
      expect(twice, JSON.stringify(g.english)).toEqual([]);
    }
  });

  it('no word is in two groups, unless it is in SHARED_WORDS', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const g of SYNONYM_GROUPS) {
      for (const w of groupWords(g)) {
        const first = seen.get(w);
        if (first !== undefined && !SHARED_WORDS.includes(w))
          clashes.push(`${w}: ${first} / ${g.english[0]}`);
        seen.set(w, g.english[0]!);
      }
    }
    expect(clashes).toEqual([]);
  });
});
