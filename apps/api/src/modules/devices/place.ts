import { createRequire } from 'node:module';

type GeoIp = typeof import('geoip-country');
/** The 8 MB of address ranges are read at the first sign-in that asks, not by every start. */
let geoip: GeoIp | undefined;

/**
 * The country of an address from the offline database the `geoip-country` package ships (MaxMind's
 * GeoLite2 Country, updated with the package): no call leaves the server. Null for a private,
 * local or unknown address. Only the country: a city from an address is too often wrong to show
 * a member as where their device is (docs/decisions.md "Devices").
 */
export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  try {
    geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIp;
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}
