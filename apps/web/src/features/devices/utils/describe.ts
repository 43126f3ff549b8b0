import type { TFunction } from 'i18next';
import type { Device, SignInEvent } from '@uu/contract/devices';
import { Platform } from '@uu/contract/headers';
import { ACCEPT_LANGUAGE, LOCALES, type Locale } from '@uu/contract/locales';

type DeviceFields = Pick<Device | SignInEvent, 'kind' | 'model' | 'browser' | 'os' | 'clientType' | 'country'>;

const CLIENTS = Object.entries(Platform) as [keyof typeof Platform, number][];

/** The device's name: its model when the browser told it, else its kind ("Phone"), else "Unknown device". */
export function deviceName(t: TFunction, device: DeviceFields): string {
  if (device.model) return device.model;
  if (device.kind) return t(`devices.kinds.${device.kind}`);
  return t('devices.unknown');
}

/** "Safari 18 · iOS 18.1 · iOS app": browser, system and the app it came through. */
export function deviceDetails(t: TFunction, device: DeviceFields): string {
  const client = CLIENTS.find(([, code]) => code === device.clientType)?.[0];
  return [device.browser, device.os, client ? t(`devices.clients.${client}`) : null].filter(Boolean).join(' · ');
}

/** The country of the address in the member's language ("台灣", "Japan"), or null when unknown. */
export function placeName(country: string | null, language: string): string | null {
  if (!country) return null;
  const locale: Locale = LOCALES.find((l) => l === language) ?? 'zh-Hant';
  try {
    return new Intl.DisplayNames([ACCEPT_LANGUAGE[locale]], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** An epoch-ms time in the member's own clock: "2025-03-01 14:05". */
export function formatTime(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
