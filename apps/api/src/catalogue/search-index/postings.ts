import SearchableMap from 'minisearch/SearchableMap';

/** Which documents hold each word, and the words in a radix tree (MiniSearch's) for prefixes. */
export class Postings {
  private readonly byWord = new Map<string, Set<number>>();
  private readonly words = new SearchableMap<true>();

  add(id: number, ...lists: readonly string[][]) {
    for (const list of lists)
      for (const w of list) {
        let ids = this.byWord.get(w);
        if (!ids) {
          ids = new Set();
          this.byWord.set(w, ids);
          this.words.set(w, true);
        }
        ids.add(id);
      }
  }

  remove(id: number, ...lists: readonly string[][]) {
    for (const list of lists)
      for (const w of list) {
        const ids = this.byWord.get(w);
        if (!ids) continue;
        ids.delete(id);
        if (ids.size === 0) {
          this.byWord.delete(w);
          this.words.delete(w);
        }
      }
  }

  /** Adds to `into` the documents holding `word` (or, as a prefix, any word it starts). */
  collect(word: string, prefix: boolean, into: Set<number>): Set<number> {
    const add = (w: string) => {
      const ids = this.byWord.get(w);
      if (ids) for (const id of ids) into.add(id);
    };
    if (!prefix) add(word);
    else for (const w of this.words.atPrefix(word).keys()) add(w);
    return into;
  }
}
