import type { MapConfig } from '@uu/contract/places';

/**
 * What the map pages (/choose-location, /open-location; spec §2) need from the server: where the
 * tiles come from. The server's configuration, not a platform setting: the tile origin is also
 * written into the pages' Content-Security-Policy at start (plugins/security.ts), so it cannot
 * change while the server runs.
 */
export class PlacesService {
  readonly #config: MapConfig;

  constructor(deps: { tileUrl: string | null; attribution: string; maxZoom: number }) {
    this.#config = {
      tileUrl: deps.tileUrl,
      attribution: deps.tileUrl ? deps.attribution || null : null,
      maxZoom: deps.maxZoom,
    };
  }

  /** Public: a visitor opening a store's location needs it too. */
  mapConfig(): MapConfig {
    return this.#config;
  }
}
