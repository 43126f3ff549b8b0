/** Where the map's tiles stand: still coming, at least one arrived, or none could be had. */
export type TileStatus = 'loading' | 'ok' | 'failed';

/** Long enough for a slow phone network to bring one tile; short enough that a member is not left staring at grey. */
export const TILE_TIMEOUT_MS = 8000;

/**
 * Decides whether the tile source is reachable, from the tile layer's events. Failed: every tile
 * asked for so far errored with none loaded (no network, a closed network, a blocked or dead
 * server answer at once), or none loaded within `timeoutMs` (a network that swallows requests).
 * One loaded tile means the map works, and a tile arriving after a failure brings the map back.
 */
export function createTileWatch(onChange: (status: TileStatus) => void, { timeoutMs = TILE_TIMEOUT_MS } = {}) {
  let status: TileStatus = 'loading';
  let pending = 0;
  let loaded = 0;
  const set = (next: TileStatus) => {
    if (status === next) return;
    status = next;
    onChange(next);
  };
  const timer = setTimeout(() => {
    if (loaded === 0) set('failed');
  }, timeoutMs);

  return {
    /** A tile was asked for (Leaflet `tileloadstart`). */
    started() {
      pending += 1;
    },
    /** A tile arrived (`tileload`). */
    loaded() {
      pending = Math.max(0, pending - 1);
      loaded += 1;
      clearTimeout(timer);
      set('ok');
    },
    /** A tile could not be had (`tileerror`). */
    errored() {
      pending = Math.max(0, pending - 1);
      if (loaded === 0 && pending === 0) set('failed');
    },
    stop() {
      clearTimeout(timer);
    },
    get status() {
      return status;
    },
  };
}
