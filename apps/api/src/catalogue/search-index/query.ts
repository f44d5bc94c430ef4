import SearchableMap from 'minisearch/SearchableMap';

/** At most this many distinct words of a query are read; the rest are ignored (decision 201). */
export const MAX_WORDS = 8;
/** A word is cut to this many characters. */
const MAX_WORD_LENGTH = 40;
/** A word shorter than this is never "corrected": two letters are close to too much. */
const MIN_CORRECTABLE = 3;
/** A prefix this short is not read as the start of synonym words (`ch` would mean half the list). */
const MIN_SYNONYM_PREFIX = 3;
/** Synonym words a prefix may stand for (`chaw` → chawal, chawel, chaawal …). */
const MAX_SYNONYM_STARTS = 12;
/** Corrections kept for one misspelt word. */
const MAX_CORRECTIONS = 3;

/**
 * How text becomes words (decision 207): the synonym module's normalisation (NFKC, lower case, Urdu
 * and Arabic letter folding, no diacritics), then runs of letters and digits. Documents and queries
 * are read by the same function, so what is indexed is what is looked up.
 */
export type Lexicon = {
  normalise(text: string): string;
  /** Other words meaning the same good, normalised, without the word itself. */
  synonymsOf(word: string): readonly string[];
  /** Every word that has synonyms (to complete a prefix such as `chaw` to `chawal`). */
  synonymWords: Iterable<string>;
};

export function tokenise(lexicon: Lexicon, text: string): string[] {
  return lexicon
    .normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The distinct words of a query, at most MAX_WORDS of at most 40 characters. */
export function queryWords(lexicon: Lexicon, text: string): string[] {
  const words = tokenise(lexicon, text).map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * One word of a query as it is matched: as spelled (the word, or the word and its correction; as a
 * prefix for the last word), or any of its synonyms (a synonym of several words needs all of them).
 */
export type WordGroup = {
  typed: string;
  /** What the shopper is shown ("showing results for"): the correction, or the word as typed. */
  read: string;
  spelled: string[];
  /** The last word: its spellings match the start of a word (as you type). */
  prefix: boolean;
  synonyms: string[];
  /** The last word's synonyms through words it is the start of (`chaw` → chawal → rice): ranked lower. */
  completionSynonyms: string[];
  /** Synonyms of more than one word: each needs all its words. */
  phrases: string[][];
};

export type ReadQuery = { terms: string[]; groups: WordGroup[] };

/**
 * The words of the catalogue's names with how many names use each, and a fuzzy lookup (MiniSearch's
 * radix tree) for the closest known word to a typo.
 */
export class Vocabulary {
  private readonly words = new SearchableMap<number>();
  private readonly synonymWords = new SearchableMap<true>();

  constructor(private readonly lexicon: Lexicon) {
    for (const w of lexicon.synonymWords) this.synonymWords.set(w, true);
  }

  /** Bumped when a word enters or leaves the vocabulary (how queries read may change). */
  version = 0;

  add(words: Iterable<string>) {
    for (const w of words) {
      const n = this.words.get(w) ?? 0;
      if (n === 0) this.version++;
      this.words.set(w, n + 1);
    }
  }

  remove(words: Iterable<string>) {
    for (const w of words) {
      const n = (this.words.get(w) ?? 0) - 1;
      if (n > 0) this.words.set(w, n);
      else if (this.words.has(w)) {
        this.words.delete(w);
        this.version++;
      }
    }
  }

  get size() {
    return this.words.size;
  }

  /** Known exactly, or (the last word) as the start of a known word. */
  knows(word: string, asPrefix: boolean): boolean {
    if (this.words.has(word) || this.synonymWords.has(word)) return true;
    if (!asPrefix) return false;
    return (
      !first(this.words.atPrefix(word).keys()).done || !first(this.synonymWords.atPrefix(word).keys()).done
    );
  }

  /**
   * The closest known words: fewest edits (1 for words of up to 5 letters, else 2; two letters
   * swapped count as one), the most used first, at most three; words with synonyms count as known
   * (`dudh` → `doodh`). Several at the same distance are all kept (`coker`: cooker or choker), so
   * the other words of the query decide.
   */
  corrections(word: string): string[] {
    if (word.length < MIN_CORRECTABLE) return [];
    const maxEdits = word.length <= 5 ? 1 : 2;
    const found = new Map<string, { edits: number; hits: number }>();
    const consider = (candidate: string, edits: number, hits: number) => {
      if (candidate === word) return;
      const seen = found.get(candidate);
      if (!seen || edits < seen.edits) found.set(candidate, { edits, hits: Math.max(hits, seen?.hits ?? 0) });
    };
    for (const [w, [hits, edits]] of this.words.fuzzyGet(word, maxEdits)) consider(w, edits, hits);
    for (const [w, [, edits]] of this.synonymWords.fuzzyGet(word, maxEdits)) consider(w, edits, 0);
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      const hits = this.words.get(swapped);
      if (hits !== undefined || this.synonymWords.has(swapped)) consider(swapped, 1, hits ?? 0);
    }
    if (found.size === 0) return [];
    const best = Math.min(...[...found.values()].map((f) => f.edits));
    return [...found.entries()]
      .filter(([, f]) => f.edits === best)
      .sort(([a, fa], [b, fb]) => fb.hits - fa.hits || (a < b ? -1 : 1))
      .slice(0, MAX_CORRECTIONS)
      .map(([w]) => w);
  }

  /** Words with synonyms that start with `prefix`. */
  synonymStarts(prefix: string): string[] {
    if (prefix.length < MIN_SYNONYM_PREFIX) return [];
    const out: string[] = [];
    for (const w of this.synonymWords.atPrefix(prefix).keys()) {
      if (w === prefix) continue;
      out.push(w);
      if (out.length >= MAX_SYNONYM_STARTS) break;
    }
    return out;
  }

  /**
   * Reads a query: each word is known (the last one as a prefix) or gets its closest known word;
   * each word then also stands for its synonyms (and the correction's). All words must match.
   */
  read(text: string, strict = false): ReadQuery {
    const words = queryWords(this.lexicon, text);
    const groups = words.map((typed, i): WordGroup => {
      const last = i === words.length - 1;
      // `strict`: the last word too must be a whole known word (a second reading when the first
      // found nothing: 'dinner sett' is not the start of 'settee' but 'set' misspelt).
      const known = this.knows(typed, last && !strict);
      const corrections = known ? [] : this.corrections(typed);
      const correction = corrections[0] ?? null;
      const spelled = [typed, ...corrections];
      const synonyms = new Set<string>();
      const completions = new Set<string>();
      const addSynonyms = (w: string, to: Set<string>) => {
        for (const s of this.lexicon.synonymsOf(w)) if (!spelled.includes(s) && !synonyms.has(s)) to.add(s);
      };
      for (const w of spelled) addSynonyms(w, synonyms);
      if (last) for (const w of this.synonymStarts(typed)) addSynonyms(w, completions);
      const phrases: string[][] = [];
      const single = (set: Set<string>) =>
        [...set].flatMap((s) => {
          const parts = tokenise(this.lexicon, s);
          if (parts.length > 1) phrases.push(parts);
          return parts.length === 1 ? parts : [];
        });
      return {
        typed,
        read: correction ?? typed,
        spelled,
        prefix: last,
        synonyms: single(synonyms),
        completionSynonyms: single(completions),
        phrases,
      };
    });
    return { terms: groups.map((g) => g.read), groups };
  }
}

const first = <T>(it: Iterator<T>) => it.next();

/** Whether words (a name's) hold one word of the query as spelled (or, the last, as the start of one). */
export function spelledIn(group: WordGroup, words: readonly string[]): boolean {
  if (group.prefix) {
    for (const p of group.spelled) for (const w of words) if (w.startsWith(p)) return true;
    return false;
  }
  for (const p of group.spelled) if (words.includes(p)) return true;
  return false;
}

/** Whether words hold one word of the query as spelled, as a whole word. */
export const wholeWordIn = (group: WordGroup, words: readonly string[]) =>
  group.spelled.some((p) => words.includes(p));

/** Whether words hold a synonym of one word of the query (`completions`: or of a word it starts). */
export function synonymIn(group: WordGroup, words: readonly string[], completions = true): boolean {
  for (const s of group.synonyms) if (words.includes(s)) return true;
  if (completions) for (const s of group.completionSynonyms) if (words.includes(s)) return true;
  for (const phrase of group.phrases) if (phrase.every((w) => words.includes(w))) return true;
  return false;
}

/** Whether words satisfy one word of the query, as spelled or by a synonym. */
export const groupMatches = (group: WordGroup, words: readonly string[]) =>
  spelledIn(group, words) || synonymIn(group, words);
