import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type * as Leaflet from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapConfigQuery } from '../api/map-config';

type LeafletModule = typeof Leaflet;
export type Position = { latitude: number; longitude: number };

/** Where the map opens for a new store (no coordinates yet): Taipei, where the platform's stores are. */
const DEFAULT_CENTER: Position = { latitude: 25.033, longitude: 121.5654 };
/** Tiles that never come (a network that swallows requests) count as no map after this long. */
const TILE_TIMEOUT_MS = 8000;

/** Leaflet and its stylesheet, fetched only when the store form opens (the same library as the member app's map). */
async function loadLeaflet(): Promise<LeafletModule> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // Leaflet is a UMD bundle: the namespace's default is the library when the bundler wraps it.
  return (module as { default?: LeafletModule }).default ?? module;
}

/** Six decimals (about 10 cm), and longitudes of a map dragged round the globe brought back within ±180. */
export function toPosition(latlng: { lat: number; lng: number }): Position {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { latitude: round(latlng.lat), longitude: round(((((latlng.lng + 180) % 360) + 360) % 360) - 180) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The store form's map: clicking the map or dragging the marker sets the position. The number fields
 * beside it stay the source of truth, so without tiles (none configured, offline, the library not
 * fetched) the form says so and works with them alone.
 */
export function StoreMapPicker({ value, onPick }: { value: Position | null; onPick: (position: Position) => void }) {
  const { t } = useTranslation();
  const config = useQuery(mapConfigQuery());
  const tileUrl = config.data?.tileUrl ?? null;
  const container = useRef<HTMLDivElement>(null);
  const state = useRef<{ map: Leaflet.Map; setMarker: (at: Position) => void } | null>(null);
  const [failed, setFailed] = useState(false);
  // What the map's callbacks read when they run: the position and handler of the latest render, the source's settings.
  const pick = useEffectEvent((at: Leaflet.LatLng) => onPick(toPosition(at)));
  const opening = useEffectEvent(() => ({
    start: value,
    tiles: {
      maxZoom: config.data?.maxZoom ?? 19,
      subdomains: 'abc',
      attribution: config.data?.attribution ? escapeHtml(config.data.attribution) : undefined,
    },
    title: t('catalogue.stores.map'),
  }));

  useEffect(() => {
    if (!tileUrl) return;
    let cancelled = false;
    let loaded = 0;
    const timer = setTimeout(() => {
      if (loaded === 0 && !cancelled) setFailed(true);
    }, TILE_TIMEOUT_MS);
    void loadLeaflet().then(
      (L) => {
        if (cancelled || !container.current) return;
        const { start, tiles, title } = opening();
        const center = start ?? DEFAULT_CENTER;
        const map = L.map(container.current).setView([center.latitude, center.longitude], start ? 16 : 11);
        L.tileLayer(tileUrl, tiles)
          .on('tileload', () => {
            loaded += 1;
            setFailed(false);
          })
          .on('tileerror', () => {
            if (loaded === 0) setFailed(true);
          })
          .addTo(map);
        // A CSS pin, so no marker images have to be found by the bundler or allowed by the CSP.
        const icon = L.divIcon({
          className: '',
          html: '<span style="display:block;width:18px;height:18px;border-radius:50% 50% 50% 0;background:#1677ff;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
          iconSize: [18, 18],
          iconAnchor: [9, 18],
        });
        let marker: Leaflet.Marker | null = null;
        const setMarker = (at: Position) => {
          if (marker) {
            marker.setLatLng([at.latitude, at.longitude]);
            return;
          }
          marker = L.marker([at.latitude, at.longitude], { icon, draggable: true, title }).addTo(map);
          const pin = marker;
          pin.on('dragend', () => pick(pin.getLatLng()));
        };
        if (start) setMarker(start);
        map.on('click', (event) => pick(event.latlng));
        state.current = { map, setMarker };
      },
      () => {
        // The map's code could not be fetched (offline): the number fields remain.
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      state.current?.map.remove();
      state.current = null;
    };
    // The map is built once per tile source; the value moves the marker below.
  }, [tileUrl]);

  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    const current = state.current;
    if (!current || latitude === undefined || longitude === undefined) return;
    current.setMarker({ latitude, longitude });
    const at: [number, number] = [latitude, longitude];
    if (!current.map.getBounds().contains(at)) current.map.setView(at, Math.max(current.map.getZoom(), 15));
  }, [latitude, longitude]);

  if (config.isLoading) return null;
  if (!tileUrl || failed) return <Alert type="info" showIcon message={t('catalogue.stores.mapUnavailable')} style={{ marginBottom: 16 }} />;
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('catalogue.stores.mapHint')}</Typography.Text>
      <div
        ref={container}
        role="application"
        aria-label={t('catalogue.stores.map')}
        data-testid="store-map"
        style={{ height: 260, marginTop: 8, borderRadius: 6, overflow: 'hidden' }}
      />
    </div>
  );
}
