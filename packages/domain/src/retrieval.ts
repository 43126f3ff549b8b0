/**
 * The built-in assistant's search (product.md: "answers from the platform's own guide, agreements
 * and FAQ by retrieval"): BM25 over passages. Latin words and digits are terms; Chinese text, which
 * has no spaces, is read as overlapping pairs of characters (bigrams) plus single characters, the
 * usual way to search CJK without a dictionary.
 */
export type Passage = { id: string; title: string; text: string };
export type Hit = { passage: Passage; score: number };

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function terms(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const word of lower.match(/[a-z0-9]+/g) ?? []) if (word.length > 1 || /\d/.test(word)) out.push(word);
  for (const run of lower.match(/[\u3400-\u9fff\uf900-\ufaff]+/g) ?? []) {
    for (let i = 0; i < run.length; i++) {
      out.push(run.charAt(i));
      if (i + 1 < run.length && CJK.test(run.charAt(i + 1))) out.push(run.slice(i, i + 2));
    }
  }
  return out;
}

/** Words that say nothing about the topic: they would match every passage. */
const STOP = new Set([
  'the',
  'is',
  'to',
  'of',
  'and',
  'how',
  'what',
  'can',
  'do',
  'my',
  'in',
  'for',
  'a',
  'an',
  'it',
  'or',
  'me',
  'you',
  'i',
  '的',
  '了',
  '是',
  '我',
  '嗎',
  '吗',
  '怎',
  '麼',
  '么',
  '如',
  '何',
  '可',
  '以',
  '在',
  '有',
  '要',
  '請',
  '请',
  '你',
  '什',
]);

export class PassageIndex {
  readonly #passages: { passage: Passage; tf: Map<string, number>; length: number }[] = [];
  readonly #df = new Map<string, number>();
  #avgLength = 0;

  constructor(passages: Passage[]) {
    for (const passage of passages) {
      const tf = new Map<string, number>();
      const list = terms(`${passage.title} ${passage.title} ${passage.text}`).filter((t) => !STOP.has(t));
      for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.#df.set(t, (this.#df.get(t) ?? 0) + 1);
      this.#passages.push({ passage, tf, length: list.length });
    }
    this.#avgLength = this.#passages.reduce((sum, p) => sum + p.length, 0) / Math.max(1, this.#passages.length);
  }

  /** The best passages for a question, best first; only those sharing a meaningful term. */
  search(question: string, limit = 3): Hit[] {
    const k1 = 1.2;
    const b = 0.75;
    const n = this.#passages.length;
    const query = [...new Set(terms(question).filter((t) => !STOP.has(t)))];
    const hits: Hit[] = [];
    for (const entry of this.#passages) {
      let score = 0;
      for (const t of query) {
        const f = entry.tf.get(t);
        if (!f) continue;
        const df = this.#df.get(t) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        // Pairs of characters carry the meaning in Chinese; single characters weigh less.
        const weight = CJK.test(t) && t.length === 1 ? 0.3 : 1;
        score += weight * idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * entry.length) / this.#avgLength)));
      }
      if (score > 0.5) hits.push({ passage: entry.passage, score });
    }
    return hits.sort((x, y) => y.score - x.score).slice(0, limit);
  }
}
