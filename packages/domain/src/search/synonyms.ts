/**
 * Search-text normalisation and Roman-Urdu / Urdu / English synonyms (issue 15). Pure functions used
 * by the catalogue search index: normalise every indexed name and every query with
 * `normaliseSearchText`, then let each query word match itself OR any of `synonymsOf(word)`.
 */
import { SHARED_WORDS, SYNONYM_GROUPS, type SynonymGroup } from './synonym-groups';

export { SHARED_WORDS, SYNONYM_GROUPS, type SynonymGroup };

// Arabic-script letters folded to the Urdu letter a Pakistani keyboard types, so text typed with an
// Arabic (or Persian) layout finds the same goods as Urdu text.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC', // ي Arabic yeh -> ی
  '\u0649': '\u06CC', // ى alef maksura -> ی
  '\u06D0': '\u06CC', // ې -> ی
  '\u0643': '\u06A9', // ك Arabic kaf -> ک
  '\u06AA': '\u06A9', // ڪ swash kaf -> ک
  '\u0647': '\u06C1', // ه Arabic heh -> ہ
  '\u06BE': '\u06C1', // ھ do-chashmi heh -> ہ (typed interchangeably: دودھ / دودہ / دوده)
  '\u06D5': '\u06C1', // ە ae -> ہ
  '\u0629': '\u06C1', // ة teh marbuta -> ہ
  '\u06C3': '\u06C1', // ۃ -> ہ
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0622': '\u0627', // آ -> ا (آٹا / اٹا)
  '\u0671': '\u0627', // ٱ -> ا
};

/**
 * Lower-case, NFKC-normalised text with Latin accents removed, Arabic-script variants folded to Urdu
 * letters, diacritics (harakat), tatweel and invisible joiners removed, Arabic-Indic and Urdu digits
 * turned into ASCII digits, and runs of white space collapsed to one space.
 */
export function normaliseSearchText(text: string): string {
  let out = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '') // Latin combining accents: café -> cafe
    .normalize('NFKC')
    .toLowerCase();
  out = out.replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g, '');
  out = out.replace(/[\u200B-\u200F\u2060\uFEFF]/g, '');
  out = out.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  out = out.replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  out = out.replace(
    /[\u0622\u0623\u0625\u0629\u0643\u0647\u0649\u064A\u0671\u06AA\u06BE\u06C3\u06D0\u06D5]/g,
    (c) => LETTER_FOLDS[c] ?? c,
  );
  return out.replace(/\s+/g, ' ').trim();
}

/** Every normalised word of a group (English, Roman Urdu, Urdu script), without duplicates. */
export function groupWords(group: SynonymGroup): readonly string[] {
  const words = [...group.english, ...group.roman, ...group.urdu].map(normaliseSearchText);
  return [...new Set(words.filter((w) => w.length > 0))];
}

let index: ReadonlyMap<string, readonly string[]> | undefined;

function synonymIndex(): ReadonlyMap<string, readonly string[]> {
  if (index) return index;
  const sets = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const words = groupWords(group);
    for (const word of words) {
      let set = sets.get(word);
      if (!set) {
        set = new Set();
        sets.set(word, set);
      }
      for (const other of words) if (other !== word) set.add(other);
    }
  }
  const built = new Map<string, readonly string[]>();
  for (const [word, set] of sets) built.set(word, Object.freeze([...set]));
  index = built;
  return built;
}

const NONE: readonly string[] = Object.freeze([]);

/** Every word the synonym groups know (normalised), sorted: for prefix look-ups and tests. */
let vocabulary: readonly string[] | undefined;
function synonymVocabulary(): readonly string[] {
  vocabulary ??= Object.freeze([...synonymIndex().keys()].sort());
  return vocabulary;
}

/**
 * The other words (normalised) that mean the same good as `word`: 'chawal' -> ['rice', 'chawel', …,
 * 'چاول']. Never includes the word itself; empty when the word has no synonyms. `word` may be in any
 * form (it is normalised first); multi-word entries ('wheat flour') are looked up as a whole.
 */
export function synonymsOf(word: string): readonly string[] {
  return synonymIndex().get(normaliseSearchText(word)) ?? NONE;
}

/** A prefix shorter than this expands to nothing: two letters start too many words. */
const MIN_PREFIX = 3;

/**
 * For as-you-type search: the synonyms of every dictionary word that starts with `prefix`, leaving
 * out words that themselves start with it (a prefix search finds those already). 'chaw' -> the
 * synonyms of 'chawal' and 'chawel' ('rice', 'چاول', 'chaawal', …); at most `limit` words.
 */
export function synonymsOfPrefix(prefix: string, limit = 30): readonly string[] {
  const p = normaliseSearchText(prefix);
  if ([...p].length < MIN_PREFIX) return NONE;
  const out = new Set<string>();
  for (const word of synonymVocabulary()) {
    if (!word.startsWith(p)) continue;
    for (const other of synonymIndex().get(word) ?? NONE) {
      if (!other.startsWith(p)) out.add(other);
      if (out.size >= limit) return [...out];
    }
  }
  return [...out];
}

/** Every word the synonym groups know, normalised and sorted. */
export function synonymWords(): readonly string[] {
  return synonymVocabulary();
}
