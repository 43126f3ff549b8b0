import { COORDINATE_DECIMALS } from '@uu/contract/places';

/** A point on the map in decimal degrees (WGS 84: what phones' geolocation and maps apps use). */
export type Place = { latitude: number; longitude: number };

const LIMIT = { latitude: 90, longitude: 180 } as const;

/** Six decimals (about 0.1 m), as the server keeps them. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

export function isCoordinate(value: unknown, kind: keyof typeof LIMIT): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= LIMIT[kind];
}

export function isPlace(value: unknown): value is Place {
  const v = value as Partial<Place> | null;
  return typeof v === 'object' && v !== null && isCoordinate(v.latitude, 'latitude') && isCoordinate(v.longitude, 'longitude');
}

/**
 * A coordinate as a member types it ("25.0339", "-121.5", "121,5" with a decimal comma): the
 * number, or null when it is empty, not a number or off the globe.
 */
export function parseCoordinate(text: string | null | undefined, kind: keyof typeof LIMIT): number | null {
  const clean = (text ?? '').trim().replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return null;
  const value = Number(clean);
  return isCoordinate(value, kind) ? roundCoordinate(value) : null;
}

/** Shown with its six decimals, so what the member sees is what is saved. */
export function formatCoordinate(value: number): string {
  return roundCoordinate(value).toFixed(COORDINATE_DECIMALS);
}

/** The place in a page's query (`latitude`, `longitude`), if both are there and valid. */
export function placeFromQuery(params: URLSearchParams): Place | null {
  const latitude = parseCoordinate(params.get('latitude'), 'latitude');
  const longitude = parseCoordinate(params.get('longitude'), 'longitude');
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

// ---- the hand-back of /choose-location ----
//
// The chooser is a page of its own (spec §2), so the place cannot travel as a return value: the
// chooser writes it as a session item addressed to the page that opened it (its `redirect`, the
// opener's own href), then goes back; the opener takes it once when it shows again. A session
// item (sessionStorage, this tab only) survives a reload of either page but never another tab's
// or a later visit's; a memory copy stands in where the browser refuses storage.

const HAND_BACK_KEY = 'uu.chosenLocation';
/** A place not taken within this long was abandoned (the member went elsewhere). */
const HAND_BACK_TTL_MS = 30 * 60_000;

type HandBack = Place & { to: string; at: number };
let memory: HandBack | null = null;

function sessionItems(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** /choose-location: leaves `place` for the page at `to` (its href, as it opened the chooser). */
export function handBackPlace(to: string, place: Place): void {
  memory = { to, latitude: roundCoordinate(place.latitude), longitude: roundCoordinate(place.longitude), at: Date.now() };
  try {
    sessionItems()?.setItem(HAND_BACK_KEY, JSON.stringify(memory));
  } catch {
    // A full or blocked storage: the memory copy carries it within this visit.
  }
}

function read(): HandBack | null {
  try {
    const text = sessionItems()?.getItem(HAND_BACK_KEY);
    if (text) return JSON.parse(text) as HandBack;
  } catch {
    // unreadable: fall back to memory
  }
  return memory;
}

/** The place handed back to the page at `to`, without taking it (a render may run twice). */
export function peekChosenPlace(to: string, now = Date.now()): Place | null {
  const item = read();
  if (!item || item.to !== to || !isPlace(item) || !(now - item.at >= 0 && now - item.at < HAND_BACK_TTL_MS)) return null;
  return { latitude: item.latitude, longitude: item.longitude };
}

/** Takes the hand-back away once the opener has used it, so coming back later does not apply it again. */
export function clearChosenPlace(to: string): void {
  const item = read();
  if (item && item.to !== to) return;
  memory = null;
  try {
    sessionItems()?.removeItem(HAND_BACK_KEY);
  } catch {
    // nothing more to do
  }
}
