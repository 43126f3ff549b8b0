import type { FastifyInstance } from 'fastify';
import { localeFromAcceptLanguage, type Locale } from '@uu/contract/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from accept-language (spec §7). */
    readonly locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance) {
  // A getter, so requests that never produce a message never parse the header.
  app.decorateRequest('locale', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
    },
  });
}
