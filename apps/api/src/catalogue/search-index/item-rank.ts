import type { WordGroup } from './query';

/** Per word of a query (at most 8), four bits: as spelled whole, as a prefix only, a synonym, a completion's synonym. */
const WHOLE = 1;
const PREFIX = 2;
const SYNONYM = 4;
const COMPLETION = 8;

/**
 * How the words of documents relate to a query's words, one bitmask per document word (4 bits per
 * query word), computed once per distinct word while a query ranks its matches.
 */
export class WordClasses {
  private readonly known = new Map<string, number>();
  constructor(readonly groups: WordGroup[]) {}

  of(word: string): number {
    let mask = this.known.get(word);
    if (mask !== undefined) return mask;
    mask = 0;
    this.groups.forEach((g, i) => {
      let bits = 0;
      if (g.spelled.includes(word)) bits |= WHOLE;
      else if (g.prefix && g.spelled.some((p) => word.startsWith(p))) bits |= PREFIX;
      if (g.synonyms.includes(word) || g.phrases.some((p) => p.includes(word))) bits |= SYNONYM;
      if (g.completionSynonyms.includes(word)) bits |= COMPLETION;
      mask! |= bits << (4 * i);
    });
    this.known.set(word, mask);
    return mask;
  }

  /** The OR of the words' masks, and whether every word has some bit (the words are all the query's). */
  scan(words: readonly string[]): { mask: number; all: boolean } {
    let mask = 0;
    let all = true;
    for (const w of words) {
      const m = this.of(w);
      mask |= m;
      if (m === 0) all = false;
    }
    return { mask, all };
  }
}

/**
 * How well an item answers the query, summed over the query's words (decision 207): a word in the
 * name as spelled 8 (7 when only the start of a name word: `chai` ranks Chai above Chair), in a
 * category or the store name as spelled 5, a synonym of it in the name 3 (2 through a word it is
 * the start of), in a category 1; plus ½ when the name is nothing but the query's words.
 */
export function itemRank(
  classes: WordClasses,
  d: { nameWords: readonly string[]; categoryWords: readonly string[]; storeWords: readonly string[] },
): number {
  const name = classes.scan(d.nameWords);
  const others = classes.scan(d.categoryWords).mask | classes.scan(d.storeWords).mask;
  const category = classes.scan(d.categoryWords).mask;
  let rank = 0;
  let inName = 0;
  for (let i = 0; i < classes.groups.length; i++) {
    const n = (name.mask >>> (4 * i)) & 15;
    const o = (others >>> (4 * i)) & 15;
    const c = (category >>> (4 * i)) & 15;
    if (n & WHOLE) rank += 8;
    else if (n & PREFIX) rank += 7;
    else if (o & (WHOLE | PREFIX)) rank += 5;
    else if (n & SYNONYM) rank += 3;
    else if (n & COMPLETION) rank += 2;
    else if (c & (SYNONYM | COMPLETION)) rank += 1;
    if (n) inName++;
  }
  const exact = inName === classes.groups.length && name.all;
  return rank + (exact ? 0.5 : 0);
}
