import * as OpenCC from 'opencc-js';
import type { Locale } from '@uu/contract/locales';

// OpenCC's Taiwan ↔ mainland tables (the same library the catalogues' tests check zh-Hans with).
const hantToHans = OpenCC.Converter({ from: 'tw', to: 'cn' });
const hansToHant = OpenCC.Converter({ from: 'cn', to: 'tw' });

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
