import type { TFunction } from 'i18next';
import { isLocale } from '@uu/contract/locales';

/**
 * A field's path as the contract names it (`notes.zh-Hant`, `levelThresholds.2`) in words of the console's language
 * (「更新說明（繁體中文）」): every problem a form shows, found by the console or by the server, names its field so.
 */
export function fieldWords(t: TFunction, path: string | readonly (string | number)[]): string {
  const segments = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((s) => s !== '');
  const words: string[] = [];
  const languages: string[] = [];
  for (const segment of segments) {
    if (isLocale(segment)) languages.push(t(`common.languages.${segment}`));
    else if (/^\d+$/.test(segment)) words.push(t('fields.item', { n: Number(segment) + 1 }));
    else {
      const key = `fields.${segment}`;
      const word = t(key);
      if (word !== key) words.push(word);
    }
  }
  // A nested field reads as a breadcrumb (提領 › 下限); a language in brackets after it (更新說明（繁體中文）).
  const named = words.join(' › ') || (languages.length ? '' : t('fields.this'));
  if (!languages.length) return named;
  const language = languages.join(' / ');
  return named ? t('fields.withLanguage', { field: named, language }) : language;
}

/** A server message that names a field by its path, with the path put in words. */
export function withFieldWords(t: TFunction, message: string, path: string): string {
  return path && message.includes(path) ? message.split(path).join(fieldWords(t, path)) : message;
}
