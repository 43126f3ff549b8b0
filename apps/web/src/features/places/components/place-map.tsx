import { useEffect, useRef } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import type { MapConfig } from '@uu/contract/places';
import { roundCoordinate, type Place } from '@/lib/places';
import { createTileWatch, type TileStatus } from '../utils/tile-watch';
import { loadLeaflet, type LeafletModule } from './leaflet-loader';
import styles from './places.module.css';

type Props = {
  /** The tile source; the caller shows no map when there is none. */
  config: MapConfig & { tileUrl: string };
  /** The marker; none yet (choose-location before a pick): the map shows `center` without one. */
  place: Place | null;
  center: Place;
  /** The member may move the marker (tap the map, drag the marker). */
  editable?: boolean;
  onPick?: (place: Place) => void;
  onStatus: (status: TileStatus) => void;
  label: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pin: a CSS shape, so no marker images have to be found by the bundler or allowed by the CSP. */
function pinIcon(L: LeafletModule) {
  return L.divIcon({ className: styles.pinIcon, html: `<span class="${styles.pin}"></span>`, iconSize: [30, 42], iconAnchor: [15, 42] });
}

const toPlace = (latlng: { lat: number; lng: number }): Place => ({
  latitude: roundCoordinate(latlng.lat),
  // A map dragged round the globe gives longitudes past ±180.
  longitude: roundCoordinate(((((latlng.lng + 180) % 360) + 360) % 360) - 180),
});

/**
 * A Leaflet map with one marker. Leaflet is fetched when the map mounts; the tile layer's events
 * tell the page whether tiles can be had at all (utils/tile-watch), so it can fall back to text.
 */
export function PlaceMap({ config, place, center, editable = false, onPick, onStatus, label }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; setMarker: (at: Place) => void } | null>(null);
  // The latest callbacks and place, read by Leaflet's handlers without rebuilding the map.
  const latest = useRef({ onPick, onStatus, place });
  latest.current = { onPick, onStatus, place };

  useEffect(() => {
    let cancelled = false;
    const watch = createTileWatch((status) => latest.current.onStatus(status));
    void loadLeaflet().then(
      (L) => {
        if (cancelled || !container.current) return;
        const start = latest.current.place ?? center;
        const leaflet = L.map(container.current, { attributionControl: false, zoomControl: false }).setView(
          [start.latitude, start.longitude],
          latest.current.place ? 16 : 11,
        );
        L.control.zoom({ position: 'bottomright' }).addTo(leaflet);
        L.control.attribution({ prefix: false }).addTo(leaflet);
        L.tileLayer(config.tileUrl, {
          maxZoom: config.maxZoom,
          subdomains: 'abc',
          attribution: config.attribution ? escapeHtml(config.attribution) : undefined,
        })
          .on('tileloadstart', () => watch.started())
          .on('tileload', () => watch.loaded())
          .on('tileerror', () => watch.errored())
          .addTo(leaflet);
        let marker: Marker | null = null;
        const setMarker = (at: Place) => {
          if (marker) {
            marker.setLatLng([at.latitude, at.longitude]);
            return;
          }
          const pin = L.marker([at.latitude, at.longitude], { icon: pinIcon(L), draggable: editable, keyboard: false, title: label }).addTo(
            leaflet,
          );
          if (editable) pin.on('dragend', () => latest.current.onPick?.(toPlace(pin.getLatLng())));
          marker = pin;
        };
        if (latest.current.place) setMarker(latest.current.place);
        if (editable) leaflet.on('click', (event) => latest.current.onPick?.(toPlace(event.latlng)));
        map.current = { map: leaflet, setMarker };
      },
      () => {
        // The map's code could not be fetched (offline): the same fallback as tiles that never come.
        if (!cancelled) latest.current.onStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      watch.stop();
      map.current?.map.remove();
      map.current = null;
    };
    // The map is built once per tile source; the place moves the marker below.
  }, [config.tileUrl]);

  useEffect(() => {
    const state = map.current;
    if (!state || !place) return;
    state.setMarker(place);
    const at: [number, number] = [place.latitude, place.longitude];
    if (!state.map.getBounds().contains(at)) state.map.setView(at, Math.max(state.map.getZoom(), 15));
  }, [place]);

  return <div ref={container} className={styles.map} role="application" aria-label={label} data-testid="place-map" />;
}
