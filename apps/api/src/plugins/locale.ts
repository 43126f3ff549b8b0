import type { FastifyInstance } from 'fastify';
import { localeFromAcceptLanguage, type Locale } from '@uu/contract/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from accept-language (spec §7). */
    readonly locale: Locale;
  }
}

/** Browsers send a handful of distinct accept-language values: parse each once. Bounded, so odd values cannot grow it. */
const parsed = new Map<string, Locale>();
const MAX_CACHED = 200;

function localeOf(header: string | undefined): Locale {
  if (!header) return localeFromAcceptLanguage(header);
  let locale = parsed.get(header);
  if (!locale) {
    locale = localeFromAcceptLanguage(header);
    if (parsed.size < MAX_CACHED) parsed.set(header, locale);
  }
  return locale;
}

export function registerLocale(app: FastifyInstance) {
  // A getter, so requests that never produce a message never look at the header.
  app.decorateRequest('locale', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return localeOf(Array.isArray(header) ? header[0] : header);
    },
  });
}
