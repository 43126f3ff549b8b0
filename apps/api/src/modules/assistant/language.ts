import { ConverterFactory } from 'opencc-js/core';
import STCharacters from 'opencc-js/dict/STCharacters';
import STPhrases from 'opencc-js/dict/STPhrases';
import TWVariants from 'opencc-js/dict/TWVariants';
import * as OpenCC from 'opencc-js/t2cn';
import type { Locale } from '@uu/contract/locales';

// OpenCC's Taiwan → mainland tables (the same library the catalogues' tests check zh-Hans with): about 2 MB of heap.
const hantToHans = OpenCC.Converter({ from: 'tw', to: 'cn' });

// Whether a text has what the mainland alone writes: OpenCC's mainland → Taiwan converter held about 44 MB of every
// server's heap (its 49,000 phrases) for this one test (issue 25's memory goal). Its character tables, then Taiwan's
// variants (so 台 stays 台), tell most texts; the phrases kept are the 2,000 or so whose characters alone would not give
// them away (本周 → 本週): under 2 MB. Picked at the first question that needs it (130 ms), not at every start.
let hansToHantOnce: ((text: string) => string) | undefined;
function hansToHant(text: string): string {
  if (!hansToHantOnce) {
    const characters = ConverterFactory([STCharacters], [TWVariants]);
    const telling = STPhrases.split('|').flatMap((entry) => {
      const [from, to] = entry.split(' ');
      return from && to && to !== from && characters(from) === from ? [[from, to] as const] : [];
    });
    hansToHantOnce = ConverterFactory([telling, STCharacters], [TWVariants]);
  }
  return hansToHantOnce(text);
}

const HAN_G = /\p{Script=Han}/gu;
/** Latin words that are not language: the currencies' names and numbers. */
const NEUTRAL = new Set(['uu', 'u', 'fb', 'kb', 'crc', 'ai', 'ok', 'app', 'id']);

/** Chinese text in simplified characters (the router's keywords are written once, in simplified). */
export function toSimplified(text: string): string {
  return hantToHans(text);
}

/**
 * The language a question is written in (issue 23: the answer is in it). Chinese when Han words (two
 * characters each, roughly) outnumber the Latin words (currency names aside); then zh-Hant when the text has characters the
 * mainland writes otherwise, zh-Hans when it has ones Taiwan writes otherwise, else the member's own
 * Chinese (or zh-Hant, the source language).
 */
export function detectLanguage(text: string, fallback: Locale): Locale {
  const han = text.match(HAN_G)?.length ?? 0;
  const latin = (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !NEUTRAL.has(w)).length;
  if (han === 0 || latin >= han / 2) return han === 0 && latin === 0 ? fallback : 'en';
  const hanOnly = (text.match(HAN_G) ?? []).join('');
  if (hantToHans(hanOnly) !== hanOnly) return 'zh-Hant';
  if (hansToHant(hanOnly) !== hanOnly) return 'zh-Hans';
  return fallback === 'en' ? 'zh-Hant' : fallback;
}
