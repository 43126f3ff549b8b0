import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { formatCoordinate, type Place } from '@/lib/places';
import { useStoreLocation } from '../api/get-store-location';
import { usePlacesTranslation } from '../hooks/use-places-translation';
import { isAppleMobile, mapsAppUrl, webMapUrl } from '../utils/map-links';
import { MapArea } from './map-area';
import styles from './places.module.css';

type Props = {
  place: Place | null;
  name?: string;
  address?: string;
  /** A store whose coordinates are looked up when the link carried none (an order's store). */
  storeId?: number;
};

/**
 * /open-location (spec §2): one place — a marker on the map, its name, the address text and the
 * coordinates, and the way into the phone's maps app. Without tiles it is the same page minus
 * the map; without coordinates (an installation order keeps only the address), the address.
 */
export function OpenLocationView({ place: given, name: givenName, address: givenAddress, storeId }: Props) {
  const { t, i18n } = usePlacesTranslation();
  const store = useStoreLocation(given ? null : (storeId ?? null), i18n.language);
  const found = store.data ?? null;
  const place = given ?? (found ? { latitude: found.latitude, longitude: found.longitude } : null);
  const name = givenName || found?.name;
  const address = givenAddress || found?.address;
  const appleMobile = useMemo(() => isAppleMobile(navigator.userAgent, navigator.maxTouchPoints), []);
  const target = { place, name, address };
  const appUrl = mapsAppUrl(target, appleMobile);
  const webUrl = webMapUrl(target);
  const lookingUp = !given && storeId !== undefined && store.isPending;

  return (
    <div className={styles.screen} data-testid="open-location">
      {place && <MapArea place={place} center={place} label={name || address || t('places.map')} />}
      {!place && <div className={styles.mapArea} data-status="none" />}
      <section className={styles.card} data-testid="place-card">
        {name && (
          <h2 className={styles.name} data-testid="place-name">
            {name}
          </h2>
        )}
        {address && (
          <p className={styles.line} data-testid="place-address">
            <span className={styles.label}>{t('places.address')}</span>
            {address}
          </p>
        )}
        {place ? (
          <p className={styles.line}>
            <span className={styles.label}>{t('places.coordinates')}</span>
            <span className={styles.coordinates} data-testid="place-coordinates">
              {formatCoordinate(place.latitude)}, {formatCoordinate(place.longitude)}
            </span>
          </p>
        ) : lookingUp ? (
          <p className={styles.hint}>{t('places.storeLoading')}</p>
        ) : storeId !== undefined && !given ? (
          <p className={styles.hint} data-testid="place-store-missing">
            {t('places.storeNotFound')}
          </p>
        ) : null}
        {!place && !address && !lookingUp && <p className={styles.hint}>{t('places.noPlace')}</p>}
        <div className={styles.actions}>
          {appUrl && (
            <a className={styles.linkButton} data-primary href={appUrl} data-testid="place-open-app">
              {t('places.openInApp')}
            </a>
          )}
          {webUrl && (
            <a className={styles.linkButton} href={webUrl} target="_blank" rel="noopener noreferrer" data-testid="place-open-web">
              {t('places.openInBrowser')}
            </a>
          )}
          {place && (
            <Button
              shape="rounded"
              onClick={() =>
                void copyText(`${formatCoordinate(place.latitude)},${formatCoordinate(place.longitude)}`).then(
                  (ok) => ok && showToast(t('places.copied'), 'success'),
                )
              }
              data-testid="place-copy"
            >
              {t('places.copy')}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
