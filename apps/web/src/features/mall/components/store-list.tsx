import type { Store } from '@uu/contract/mall';
import { MapLink } from '@/components/ui/map-link';
import { useStores } from '../api/get-stores';
import { useMallTranslation } from '../hooks/use-mall-translation';
import styles from './goods-detail.module.css';

/**
 * The stores where self-pickup or write-off goods are collected: name, address, hours, a phone to
 * call. `ready`: the goods' detail has loaded; `none`: it names no store.
 */
export function StoreList({ goodsId, ready, none }: { goodsId: number; ready: boolean; none: boolean }) {
  const { t, i18n } = useMallTranslation();
  // Asked only once the goods is loaded and names stores (`storeIds`): none named, none to ask for.
  const stores = useStores(goodsId, i18n.language, ready && !none);

  return (
    <div className={styles.stores}>
      <h3 className={styles.subheading}>{t('mall.stores')}</h3>
      {ready && none ? (
        <p className={styles.muted}>{t('mall.noStores')}</p>
      ) : !ready || stores.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : stores.isError ? (
        <p className={styles.muted}>
          {t('mall.storesLoadFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void stores.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : stores.data.length === 0 ? (
        <p className={styles.muted}>{t('mall.noStores')}</p>
      ) : (
        <ul className={styles.storeList}>
          {stores.data.map((store) => (
            <StoreItem key={store.id} store={store} />
          ))}
        </ul>
      )}
    </div>
  );
}

function StoreItem({ store }: { store: Store }) {
  const { t } = useMallTranslation();
  return (
    <li className={styles.store} data-testid="goods-store" data-store-id={store.id}>
      <div className={styles.storeMain}>
        <strong className={styles.storeName}>{store.name}</strong>
        <span className={styles.storeLine}>{store.address}</span>
        {store.hours && <span className={styles.storeLine}>{t('mall.storeHours', { hours: store.hours })}</span>}
      </div>
      <MapLink
        place={{ latitude: store.latitude, longitude: store.longitude, name: store.name, address: store.address }}
        label={t('mall.openMap')}
        data-testid="goods-store-map"
      />
      {store.phone && (
        <a className={styles.call} href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} aria-label={`${t('mall.call')} ${store.phone}`}>
          {store.phone}
        </a>
      )}
    </li>
  );
}
