/**
 * An inverted index from folded words to the documents (directory entries) that hold them, and
 * the ranking every lookup shares:
 *
 *   tier 0  the whole folded query prefixes one of the entry's keys (its name);
 *   tier 1  every query word prefixes some word of the entry (name, alias, ...);
 *   tier 2  the same, allowing one edit (substitution, insertion, deletion or transposition)
 *           in each query word of 4 letters or more — computed only when tiers 0 and 1 give
 *           fewer results than asked for.
 *
 * Within a tier the order of the entries decides (the caller sorts them: shorter name first for
 * schools). Tier 0 is a binary search in the sorted keys; query words are looked up in the sorted
 * vocabulary (a binary search per word for prefixes; for typos, a pass over the vocabulary words
 * sharing the first or second letter), so a query costs about the number of matching entries,
 * not the size of the directory.
 */

/** Query words beyond this many are ignored (the marks are bytes; 100 characters fit anyway). */
const MAX_QUERY_WORDS = 24;
/** Shortest query word that tolerates a typo. */
const TYPO_MIN_LENGTH = 4;

export interface WordIndexSource<T> {
  /** The entries, already in their order within a tier (the first is the best). */
  readonly entries: readonly T[];
  /** The entry's folded words, in any order, repeats allowed. */
  readonly wordsOf: (entry: T) => Iterable<string>;
  /** The folded texts a whole query may prefix for tier 0 (the name, ...). */
  readonly keysOf: (entry: T) => Iterable<string>;
}

export class WordIndex<T> {
  private readonly entries: readonly T[];
  private readonly vocabulary: string[];
  private readonly postings: Uint32Array[];
  /** Vocabulary indexes by first and by second letter, for the typo pass. */
  private readonly byLetter: Map<string, number[]>[] = [new Map(), new Map()];
  /** Every tier-0 key, sorted, with its entry. */
  private readonly keys: string[];
  private readonly keyEntries: Uint32Array;
  /** Per-query scratch: how many query words an entry matched; a stamp per vocabulary word. */
  private readonly marks: Uint8Array;
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(source: WordIndexSource<T>) {
    this.entries = source.entries;
    const lists = new Map<string, number[]>();
    const keys: [string, number][] = [];
    this.entries.forEach((entry, id) => {
      for (const word of new Set(source.wordsOf(entry))) {
        if (word === '') continue;
        const list = lists.get(word);
        if (list) list.push(id);
        else lists.set(word, [id]);
      }
      for (const key of new Set(source.keysOf(entry))) keys.push([key, id]);
    });
    this.vocabulary = [...lists.keys()].sort();
    this.postings = this.vocabulary.map((word) => Uint32Array.from(lists.get(word) ?? []));
    this.vocabulary.forEach((word, v) => {
      for (let position = 0; position < 2 && position < word.length; position++) {
        const bucket = this.byLetter[position] as Map<string, number[]>;
        const letter = word[position] as string;
        const list = bucket.get(letter);
        if (list) list.push(v);
        else bucket.set(letter, [v]);
      }
    });
    keys.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.keys = keys.map(([key]) => key);
    this.keyEntries = Uint32Array.from(keys.map(([, id]) => id));
    this.marks = new Uint8Array(this.entries.length);
    this.seen = new Uint32Array(this.vocabulary.length);
  }

  /**
   * Up to `max` entries for the folded query, best first (see the module comment); `filter`
   * excludes entries. Synchronous, so the shared scratch arrays cannot be interleaved.
   */
  search(folded: string, max: number, filter?: (entry: T) => boolean): T[] {
    const words = folded === '' ? [] : folded.split(' ').slice(0, MAX_QUERY_WORDS);
    if (words.length === 0 || max <= 0) return [];
    const best = new TopK(max);
    const accept = (id: number) => !filter || filter(this.entries[id] as T);
    // Tier 0 from the sorted keys; tiers 1 and 2 only while it leaves room.
    for (let k = lowerBound(this.keys, folded); k < this.keys.length; k++) {
      if (!(this.keys[k] as string).startsWith(folded)) break;
      const id = this.keyEntries[k] as number;
      if (accept(id)) best.offer(0, id);
    }
    if (best.size < max) {
      for (const id of this.matching(words, false)) if (accept(id)) best.offer(1, id);
    }
    if (best.size < max && words.some((word) => word.length >= TYPO_MIN_LENGTH)) {
      for (const id of this.matching(words, true)) if (accept(id)) best.offer(2, id);
    }
    return best.ids().map((id) => this.entries[id] as T);
  }

  /** Ids of the entries where every query word matches some word. */
  private matching(words: readonly string[], typos: boolean): number[] {
    const marks = this.marks;
    marks.fill(0);
    const found: number[] = [];
    const last = words.length - 1;
    for (let i = 0; i <= last; i++) {
      const word = words[i] as string;
      let any = false;
      for (const v of this.vocabularyMatches(word, typos && word.length >= TYPO_MIN_LENGTH)) {
        for (const id of this.postings[v] as Uint32Array) {
          if (marks[id] !== i) continue;
          marks[id] = i + 1;
          any = true;
          if (i === last) found.push(id);
        }
      }
      if (!any) return [];
    }
    return found;
  }

  /** Indexes of the vocabulary words `word` prefixes (or, with typos, nearly prefixes). */
  private vocabularyMatches(word: string, typos: boolean): number[] {
    const vocabulary = this.vocabulary;
    const result: number[] = [];
    if (typos) {
      // One edit keeps the first letter, or the second, or moves one of them by one place.
      const stamp = ++this.stamp;
      const [first, second] = this.byLetter as [Map<string, number[]>, Map<string, number[]>];
      const q0 = word[0] as string;
      const q1 = word[1] as string;
      for (const bucket of [first.get(q0), first.get(q1), second.get(q1), second.get(q0)]) {
        for (const v of bucket ?? []) {
          if (this.seen[v] === stamp) continue;
          this.seen[v] = stamp;
          if (prefixWithinOneEdit(word, vocabulary[v] as string)) result.push(v);
        }
      }
      return result;
    }
    for (let v = lowerBound(vocabulary, word); v < vocabulary.length; v++) {
      if (!(vocabulary[v] as string).startsWith(word)) break;
      result.push(v);
    }
    return result;
  }
}

/** The first index of a sorted list whose value is not below `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `q` from index `i` is a prefix of `w` from index `j`. */
function prefixAt(q: string, i: number, w: string, j: number): boolean {
  if (q.length - i > w.length - j) return false;
  for (; i < q.length; i++, j++) if (q.charCodeAt(i) !== w.charCodeAt(j)) return false;
  return true;
}

/**
 * Whether one edit or none turns `q` into a prefix of `w` (optimal string alignment distance ≤ 1
 * to some prefix), in one pass without allocating.
 */
export function prefixWithinOneEdit(q: string, w: string): boolean {
  const n = q.length;
  const m = w.length;
  let k = 0;
  while (k < n && k < m && q.charCodeAt(k) === w.charCodeAt(k)) k++;
  if (k === n) return true;
  if (k === m) return n - m === 1;
  return (
    prefixAt(q, k + 1, w, k + 1) || // substitution
    prefixAt(q, k + 1, w, k) || // an extra letter typed
    prefixAt(q, k, w, k + 1) || // a letter left out
    (k + 1 < n &&
      k + 1 < m &&
      q.charCodeAt(k) === w.charCodeAt(k + 1) &&
      q.charCodeAt(k + 1) === w.charCodeAt(k) &&
      prefixAt(q, k + 2, w, k + 2)) // two letters swapped
  );
}

/**
 * The best `max` (tier, id) pairs offered, sorted by tier then id (ids are in rank order); an id
 * offered again keeps its best tier.
 */
class TopK {
  private readonly tiers: number[] = [];
  private readonly list: number[] = [];
  constructor(private readonly max: number) {}

  get size(): number {
    return this.list.length;
  }

  offer(tier: number, id: number): void {
    const { tiers, list } = this;
    if (list.length === this.max && !this.before(tier, id, list.length - 1)) return;
    if (list.includes(id)) return; // already there, with a tier as good or better
    let at = list.length;
    while (at > 0 && this.before(tier, id, at - 1)) at--;
    tiers.splice(at, 0, tier);
    list.splice(at, 0, id);
    if (list.length > this.max) {
      tiers.pop();
      list.pop();
    }
  }

  /** Whether (tier, id) ranks before the pair at `at`. (A method, not a closure: hot path.) */
  private before(tier: number, id: number, at: number): boolean {
    const other = this.tiers[at] as number;
    return tier < other || (tier === other && id < (this.list[at] as number));
  }

  ids(): number[] {
    return this.list;
  }
}
