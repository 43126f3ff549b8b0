import type { Place } from '@/lib/places';

type Target = { place: Place | null; name?: string; address?: string };

/** iPhones and iPads (iPadOS says it is a Mac, but has touch) open Apple Maps; `geo:` means nothing there. */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

const coordinates = (place: Place) => `${place.latitude},${place.longitude}`;

/**
 * The phone's own maps app: a `geo:` URI (RFC 5870; Android offers every maps app installed)
 * with a labelled pin, or Apple Maps' URL on iOS. Without coordinates, a search for the address.
 */
export function mapsAppUrl({ place, name, address }: Target, appleMobile: boolean): string | null {
  const label = name || address;
  if (appleMobile) {
    if (place) return `https://maps.apple.com/?ll=${coordinates(place)}&q=${encodeURIComponent(label || coordinates(place))}`;
    return address ? `https://maps.apple.com/?q=${encodeURIComponent(address)}` : null;
  }
  if (place) return `geo:${coordinates(place)}?q=${coordinates(place)}${label ? `(${encodeURIComponent(label)})` : ''}`;
  return address ? `geo:0,0?q=${encodeURIComponent(address)}` : null;
}

/** A web map anyone can open in a browser (desktop included): OpenStreetMap at the pin, or a search for the address. */
export function webMapUrl({ place, address }: Target): string | null {
  if (place) {
    return `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`;
  }
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}
