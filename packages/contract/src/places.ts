import { z } from 'zod';

// Places (spec §2 system pages /choose-location and /open-location; issue 5): a point on the
// map and where the map's tiles come from.

/** Decimal degrees, WGS 84 (what a phone's geolocation and every maps app use). */
export const latitudeSchema = z
  .number({ error: 'validation.latitude' })
  .min(-90, { error: 'validation.latitude' })
  .max(90, { error: 'validation.latitude' });
export const longitudeSchema = z
  .number({ error: 'validation.longitude' })
  .min(-180, { error: 'validation.longitude' })
  .max(180, { error: 'validation.longitude' });

/** Six decimals are about 0.1 m: finer than any phone's fix, and the same on both databases. */
export const COORDINATE_DECIMALS = 6;

// ---- GET /sysConfig/getMapConfig ----
export const mapConfigSchema = z.object({
  /**
   * A `{z}/{x}/{y}` tile template (`{s}` for subdomains a, b, c), from the server's MAP_TILE_URL;
   * null: no tiles, the pages show coordinates and the address text only.
   */
  tileUrl: z.string().nullable(),
  /** What the tile source asks to be credited with (HTML-free text). */
  attribution: z.string().nullable(),
  /** The deepest zoom the tile source serves. */
  maxZoom: z.number().int(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
