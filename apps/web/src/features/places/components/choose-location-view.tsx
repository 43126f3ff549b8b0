import { useCallback, useId, useState } from 'react';
import { Button } from 'antd-mobile';
import { showToast } from '@/components/ui/toast';
import { formatCoordinate, parseCoordinate, roundCoordinate, type Place } from '@/lib/places';
import { usePlacesTranslation } from '../hooks/use-places-translation';
import { MapArea, type MapStatus } from './map-area';
import styles from './places.module.css';

/** Where the map opens when there is no place yet: Taipei (the platform's home; product.md's default time zone). */
export const DEFAULT_CENTER: Place = { latitude: 25.047675, longitude: 121.517055 };

type Field = 'latitude' | 'longitude';
type Problem = { field: Field; message: string } | null;

/** The typed pair, checked: a place, or the first problem (both or neither, each in range). */
export function checkTyped(latitude: string, longitude: string): { place: Place } | { problem: NonNullable<Problem> } {
  if (!latitude.trim() && !longitude.trim()) return { problem: { field: 'latitude', message: 'places.choose.none' } };
  if (!latitude.trim() || !longitude.trim()) {
    return { problem: { field: latitude.trim() ? 'longitude' : 'latitude', message: 'validation.coordinatesPair' } };
  }
  const lat = parseCoordinate(latitude, 'latitude');
  if (lat === null) return { problem: { field: 'latitude', message: 'validation.latitude' } };
  const lng = parseCoordinate(longitude, 'longitude');
  if (lng === null) return { problem: { field: 'longitude', message: 'validation.longitude' } };
  return { place: { latitude: lat, longitude: lng } };
}

type Props = {
  initial: Place | null;
  onConfirm: (place: Place) => void;
};

/**
 * /choose-location (spec §2): the member picks a place by tapping the map or dragging its
 * marker, by the device's location, or by typing the coordinates (the one way that needs no
 * map: with no tiles reachable the page is the two fields and the location button).
 */
export function ChooseLocationView({ initial, onConfirm }: Props) {
  const { t } = usePlacesTranslation();
  const id = useId();
  const [place, setPlace] = useState<Place | null>(initial);
  const [latitude, setLatitude] = useState(initial ? formatCoordinate(initial.latitude) : '');
  const [longitude, setLongitude] = useState(initial ? formatCoordinate(initial.longitude) : '');
  const [problem, setProblem] = useState<Problem>(null);
  const [locating, setLocating] = useState(false);
  const [mapStatus, setMapStatus] = useState<MapStatus>('pending');

  const pick = useCallback((next: Place) => {
    setPlace(next);
    setLatitude(formatCoordinate(next.latitude));
    setLongitude(formatCoordinate(next.longitude));
    setProblem(null);
  }, []);

  // Typing moves the marker as soon as the pair is a place.
  const typed = (field: Field, value: string) => {
    const lat = field === 'latitude' ? value : latitude;
    const lng = field === 'longitude' ? value : longitude;
    if (field === 'latitude') setLatitude(value);
    else setLongitude(value);
    if (problem?.field === field) setProblem(null);
    const check = checkTyped(lat, lng);
    if ('place' in check) setPlace(check.place);
  };

  const locate = () => {
    // Geolocation needs a secure context (https or localhost); over plain http on a LAN there is none.
    if (!(navigator as Partial<Navigator>).geolocation) {
      showToast(t('places.choose.geoUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        pick({ latitude: roundCoordinate(position.coords.latitude), longitude: roundCoordinate(position.coords.longitude) });
        showToast(t('places.choose.located'), 'success');
      },
      () => {
        setLocating(false);
        showToast(t('places.choose.geoDenied'));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const confirm = () => {
    const check = checkTyped(latitude, longitude);
    if ('problem' in check) {
      setProblem(check.problem);
      return;
    }
    onConfirm(check.place);
  };

  const error = (field: Field) =>
    problem?.field === field ? (
      <p className={styles.error} role="alert" data-testid={`choose-${field}-error`}>
        {t(problem.message)}
      </p>
    ) : null;
  const noMap = mapStatus === 'none' || mapStatus === 'failed';

  return (
    <div className={styles.screen} data-testid="choose-location">
      <MapArea place={place} center={place ?? DEFAULT_CENTER} editable onPick={pick} onStatus={setMapStatus} label={t('places.map')} />
      <section className={styles.card}>
        <p className={styles.hint}>{t(noMap ? 'places.choose.offlineHint' : 'places.choose.hint')}</p>
        <p className={styles.line}>
          <span className={styles.label}>{t('places.coordinates')}</span>
          <span className={styles.coordinates} data-testid="choose-coordinates">
            {place ? `${formatCoordinate(place.latitude)}, ${formatCoordinate(place.longitude)}` : t('places.choose.none')}
          </span>
        </p>
        <div className={styles.fields}>
          <label className={styles.field} htmlFor={`${id}-lat`}>
            {t('places.latitude')}
            <input
              id={`${id}-lat`}
              className={styles.input}
              inputMode="decimal"
              value={latitude}
              placeholder={t('places.latitudePlaceholder')}
              onChange={(event) => typed('latitude', event.target.value)}
              aria-invalid={problem?.field === 'latitude' || undefined}
              data-testid="choose-latitude"
            />
            {error('latitude')}
          </label>
          <label className={styles.field} htmlFor={`${id}-lng`}>
            {t('places.longitude')}
            <input
              id={`${id}-lng`}
              className={styles.input}
              inputMode="decimal"
              value={longitude}
              placeholder={t('places.longitudePlaceholder')}
              onChange={(event) => typed('longitude', event.target.value)}
              aria-invalid={problem?.field === 'longitude' || undefined}
              data-testid="choose-longitude"
            />
            {error('longitude')}
          </label>
        </div>
        <div className={styles.actions}>
          <Button shape="rounded" loading={locating} loadingText={t('places.choose.locating')} onClick={locate} data-testid="choose-locate">
            {t('places.choose.useMine')}
          </Button>
          <Button shape="rounded" color="primary" onClick={confirm} data-testid="choose-confirm">
            {t('places.choose.confirm')}
          </Button>
        </div>
      </section>
    </div>
  );
}
