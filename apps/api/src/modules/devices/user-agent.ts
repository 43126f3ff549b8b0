import Bowser from 'bowser';
import { DEVICE_KINDS, type DeviceKind } from '@uu/contract/devices';

/** What a device is, as a session and a sign-in record keep it. */
export type DeviceDescription = {
  /** Browser + OS + client type: two sign-ins with the same key are the same device (docs/decisions.md "Devices"). */
  key: string;
  kind: DeviceKind | null;
  model: string | null;
  browser: string | null;
  os: string | null;
};

const MAX_LABEL = 60;

function label(...parts: (string | undefined)[]): string | null {
  const text = parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .trim();
  return text ? text.slice(0, MAX_LABEL) : null;
}

function majorVersion(version: string | undefined): string | undefined {
  return version?.split('.')[0];
}

/**
 * Reads a user agent with bowser and the spec §7 client-type header. Versions are shown but not
 * compared: a browser that updates itself stays the same device.
 */
export function describeDevice(userAgent: string | undefined, clientType: number | null): DeviceDescription {
  const parsed = userAgent?.trim() ? Bowser.parse(userAgent) : null;
  const browserName = parsed?.browser.name;
  const osName = parsed?.os.name;
  const type = parsed?.platform.type;
  const kind = DEVICE_KINDS.find((k) => k === type) ?? null;
  const osVersion = osName === 'Windows' ? parsed?.os.versionName : parsed?.os.version;
  return {
    key: [browserName || '?', osName || '?', clientType ?? '-'].join('|').toLowerCase(),
    kind,
    model: label(parsed?.platform.vendor, parsed?.platform.model),
    browser: label(browserName, majorVersion(parsed?.browser.version)),
    os: label(osName, osVersion),
  };
}
