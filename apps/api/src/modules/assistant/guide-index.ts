import MiniSearch from 'minisearch';
import type { Locale } from '@uu/contract/locales';
import type { Passage } from '@uu/domain/retrieval';
import { builtinPassages } from '../chat/knowledge';
import { toSimplified } from './language';

export type GuideHit = { id: string; title: string; text: string };

const HAN = /\p{Script=Han}/u;
const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let found = segmenters.get(locale);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, found);
  }
  return found;
}

/** Words that say nothing about the topic. */
const STOP = new Set(
  'the is are to of and how what can do does my in for a an it or me you i on with at be will would should could like this that there about when where who which 的 了 是 我 吗 么 怎 如何 可以 在 有 要 请 你 什么 怎么 呢 吧 啊'.split(
    ' ',
  ),
);

/**
 * Terms of a text for the guide's search: Latin words as they are; Chinese (no spaces) cut into words
 * by `Intl.Segmenter`, plus each word's character pairs so "提領手續費" still meets "手續費". Chinese is
 * folded to simplified first, so a zh-Hant question finds a passage whichever script it is in.
 */
function guideTerms(text: string): string[] {
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter('zh').segment(toSimplified(text.toLowerCase()))) {
    if (!isWordLike || STOP.has(segment)) continue;
    out.push(segment);
    if (HAN.test(segment) && segment.length > 2) for (let i = 0; i + 1 < segment.length; i++) out.push(segment.slice(i, i + 2));
  }
  return out;
}

type Entry = { at: number; index: MiniSearch<Passage> };
const TTL_MS = 60_000;

/**
 * The guide, FAQ and agreements, searched with MiniSearch (BM25, fuzzy for typos in Latin words). The
 * operator's texts come from the database, so each language's index is rebuilt at most once a minute.
 */
export class GuideIndex {
  readonly #extra: (locale: Locale) => Promise<Passage[]>;
  readonly #cache = new Map<Locale, Entry>();
  readonly #now: () => number;

  constructor(options: { extraPassages: (locale: Locale) => Promise<Passage[]>; now?: () => number }) {
    this.#extra = options.extraPassages;
    this.#now = options.now ?? Date.now;
  }

  async #index(locale: Locale): Promise<MiniSearch<Passage>> {
    const cached = this.#cache.get(locale);
    if (cached && this.#now() - cached.at < TTL_MS) return cached.index;
    const index = new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['title', 'text'],
      tokenize: guideTerms,
      processTerm: (term) => term,
      searchOptions: { boost: { title: 2 }, fuzzy: (term) => (HAN.test(term) || term.length < 5 ? 0 : 0.2), prefix: false },
    });
    const passages = [...builtinPassages(locale), ...(await this.#extra(locale))];
    const seen = new Set<string>();
    index.addAll(passages.filter((p) => !seen.has(p.id) && seen.add(p.id)));
    this.#cache.set(locale, { at: this.#now(), index });
    return index;
  }

  async search(query: string, locale: Locale, limit = 2): Promise<GuideHit[]> {
    const index = await this.#index(locale);
    const asked = new Set(guideTerms(query)).size;
    // A passage answers when it holds a good part of what was asked (a stray common word is no match).
    const results = index.search(query).filter((r) => r.queryTerms.length >= Math.max(1, asked * 0.4));
    const best = results[0]?.score ?? 0;
    // Only the strong ones: a weak second hit is noise.
    return results
      .filter((r) => r.score >= best * 0.5)
      .slice(0, limit)
      .map((r) => ({ id: String(r.id), title: String(r.title), text: String(r.text) }));
  }
}
