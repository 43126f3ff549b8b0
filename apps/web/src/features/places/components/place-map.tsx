import { useEffect, useEffectEvent, useRef } from 'react';
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
  // What Leaflet's handlers read when they run, without rebuilding the map: the latest callbacks, place and settings.
  const status = useEffectEvent((next: TileStatus) => onStatus(next));
  const pick = useEffectEvent((at: { lat: number; lng: number }) => onPick?.(toPlace(at)));
  const opening = useEffectEvent(() => ({
    start: place,
    center,
    tiles: { maxZoom: config.maxZoom, subdomains: 'abc', attribution: config.attribution ? escapeHtml(config.attribution) : undefined },
    editable,
    label,
  }));

  useEffect(() => {
    let cancelled = false;
    const watch = createTileWatch((next) => status(next));
    void loadLeaflet().then(
      (L) => {
        if (cancelled || !container.current) return;
        const opened = opening();
        const at = opened.start ?? opened.center;
        const leaflet = L.map(container.current, { attributionControl: false, zoomControl: false }).setView(
          [at.latitude, at.longitude],
          opened.start ? 16 : 11,
        );
        L.control.zoom({ position: 'bottomright' }).addTo(leaflet);
        L.control.attribution({ prefix: false }).addTo(leaflet);
        L.tileLayer(config.tileUrl, opened.tiles)
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
          const pin = L.marker([at.latitude, at.longitude], {
            icon: pinIcon(L),
            draggable: opened.editable,
            keyboard: false,
            title: opened.label,
          }).addTo(leaflet);
          if (opened.editable) pin.on('dragend', () => pick(pin.getLatLng()));
          marker = pin;
        };
        if (opened.start) setMarker(opened.start);
        if (opened.editable) leaflet.on('click', (event) => pick(event.latlng));
        map.current = { map: leaflet, setMarker };
      },
      () => {
        // The map's code could not be fetched (offline): the same fallback as tiles that never come.
        if (!cancelled) status('failed');
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
