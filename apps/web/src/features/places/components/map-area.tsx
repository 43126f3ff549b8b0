import { useEffect, useState } from 'react';
import { InformationCircleOutline } from 'antd-mobile-icons';
import type { Place } from '@/lib/places';
import { useMapConfig } from '../api/get-map-config';
import { usePlacesTranslation } from '../hooks/use-places-translation';
import type { TileStatus } from '../utils/tile-watch';
import { PlaceMap } from './place-map';
import styles from './places.module.css';

/** What the map part of a page shows: still asking, no tile source configured, or the tiles' own status. */
export type MapStatus = 'pending' | 'none' | TileStatus;

type Props = {
  place: Place | null;
  center: Place;
  editable?: boolean;
  onPick?: (place: Place) => void;
  onStatus?: (status: MapStatus) => void;
  label: string;
};

/**
 * The top of a map page: the map with its marker, or — with no tile source configured, the
 * configuration unreadable, or no tile reachable (issue 5: no internet) — a notice in its place,
 * while the page below goes on with the coordinates and the address text.
 */
export function MapArea({ place, center, editable, onPick, onStatus, label }: Props) {
  const { t } = usePlacesTranslation();
  const config = useMapConfig();
  const [tiles, setTiles] = useState<TileStatus>('loading');
  const tileUrl = config.data?.tileUrl ?? null;
  const status: MapStatus = config.isPending ? 'pending' : config.isError ? 'failed' : tileUrl ? tiles : 'none';

  useEffect(() => {
    onStatus?.(status);
  }, [status, onStatus]);

  return (
    <div className={styles.mapArea} data-status={status} data-testid="place-map-area">
      {config.data && tileUrl && (
        <PlaceMap
          config={{ ...config.data, tileUrl }}
          place={place}
          center={center}
          editable={editable}
          onPick={onPick}
          onStatus={setTiles}
          label={label}
        />
      )}
      {(status === 'none' || status === 'failed') && (
        <p className={styles.notice} role="status" data-testid="place-map-notice" data-kind={status}>
          <InformationCircleOutline className={styles.noticeIcon} />
          <span>{t(status === 'none' ? 'places.noTiles' : 'places.tilesFailed')}</span>
        </p>
      )}
    </div>
  );
}
