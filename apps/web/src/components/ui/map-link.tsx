import { EnvironmentOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import styles from './map-link.module.css';

type Props = {
  /** What /open-location shows: coordinates (a store's), or a store to look up, and the texts. */
  place: { latitude?: number; longitude?: number; storeId?: number; name?: string; address?: string };
  /** The words, from the caller's own catalogue (this piece is shared, its texts are not). */
  label: string;
  'data-testid'?: string;
};

/** The way to a place's page (/open-location, spec §2) from wherever a store or a site is listed. */
export function MapLink({ place, label, 'data-testid': testId }: Props) {
  return (
    <Link className={styles.link} to={paths.openLocation.getHref(place)} data-testid={testId} onClick={(event) => event.stopPropagation()}>
      <EnvironmentOutline aria-hidden="true" />
      {label}
    </Link>
  );
}
