import type * as Leaflet from 'leaflet';

export type LeafletModule = typeof Leaflet;

/**
 * Leaflet (about 40 kB gzipped) and its stylesheet, fetched only when a map page draws its map:
 * never part of the first route (architecture.md: 150 kB budget). A chunk that cannot be fetched
 * rejects, and the page stays with the coordinates and the address text.
 */
export async function loadLeaflet(): Promise<LeafletModule> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // Leaflet is a UMD bundle: the namespace's default is the library when the bundler wraps it.
  return (module as { default?: LeafletModule }).default ?? module;
}
