import type { CodeName } from '@uu/contract/codes';
import type { Locale } from '@uu/contract/locales';
import errorsEn from './errors/en';
import errorsHans from './errors/zh-Hans';
import errorsHant from './errors/zh-Hant';
import messagesEn from './messages/en';
import messagesHans from './messages/zh-Hans';
import messagesHant from './messages/zh-Hant';
import noticesEn from './notices/en';
import noticesHans from './notices/zh-Hans';
import noticesHant from './notices/zh-Hant';
import { interpolate } from './types';
import validationEn from './validation/en';
import validationHans from './validation/zh-Hans';
import validationHant from './validation/zh-Hant';

const catalogues = {
  'zh-Hant': { errors: errorsHant, validation: validationHant, notices: noticesHant, messages: messagesHant },
  'zh-Hans': { errors: errorsHans, validation: validationHans, notices: noticesHans, messages: messagesHans },
  en: { errors: errorsEn, validation: validationEn, notices: noticesEn, messages: messagesEn },
} satisfies Record<Locale, unknown>;

export type ValidationKey = keyof typeof validationHant;
type Params = Record<string, string | number>;

/** The `msg` of a result code in a language. */
export function errorMessage(locale: Locale, code: CodeName, params?: Params): string {
  return interpolate(catalogues[locale].errors[code], params);
}

/**
 * A validation message: `key` is what a contract schema put in its issue (`validation.email`);
 * anything else (a zod default) becomes the generic message naming the field.
 */
export function validationMessage(locale: Locale, key: string, field: string): string {
  const messages = catalogues[locale].validation;
  const name = key.startsWith('validation.') ? key.slice('validation.'.length) : '';
  if (name in messages) return interpolate(messages[name as ValidationKey], { field });
  return interpolate(messages.invalid, { field });
}

/** The subject and text of a verification-code message. */
export function codeMessage(
  locale: Locale,
  input: { code: string; purpose: keyof typeof noticesHant.purpose; minutes: number },
): { subject: string; text: string } {
  const n = catalogues[locale].notices;
  const params = { app: n.appName, code: input.code, minutes: input.minutes, purpose: n.purpose[input.purpose] };
  return { subject: interpolate(n.codeSubject, params), text: interpolate(n.codeBody, params) };
}

/** The subject and text of the message that tells a member a new device signed in to their account. */
export function newDeviceMessage(
  locale: Locale,
  input: { account: string; time: string; device: string | null; ip: string; country: string | null },
): { subject: string; text: string } {
  const n = catalogues[locale].notices;
  const place = input.country ? interpolate(n.newDevicePlace, { country: input.country }) : '';
  const params = { app: n.appName, account: input.account, time: input.time, device: input.device ?? n.unknownDevice, ip: input.ip, place };
  return { subject: interpolate(n.newDeviceSubject, params), text: interpolate(n.newDeviceBody, params) };
}

export type MessageTemplateKey = Exclude<keyof typeof messagesHant, 'pickupCode'>;

/**
 * A message-centre message in a language (issue 21): its template's title and body with the stored
 * parameters. A write-off order's pickup message carries its code (`code`) as a sentence of its own.
 */
export function messageText(locale: Locale, template: MessageTemplateKey, params: Params): { title: string; body: string } {
  const m = catalogues[locale].messages;
  const t = m[template];
  const all: Params = { ...params };
  if (template === 'orderReadyForPickup') all.code = params.code ? interpolate(m.pickupCode, { code: params.code }) : '';
  return { title: interpolate(t.title, all), body: interpolate(t.body, all).trim() };
}
