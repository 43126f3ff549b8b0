import { useState } from 'react';
import { Button, Popup, SpinLoading } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import type { Region } from '@uu/contract/addresses';
import { useRegions } from '../api/get-regions';
import { useAddressesTranslation } from '../hooks/use-addresses-translation';
import type { RegionPath } from '../utils/address-rules';
import styles from './addresses.module.css';

type Props = {
  visible: boolean;
  /** The region chosen so far, from the top down; the picker opens on its level. */
  value: RegionPath | null;
  onClose: () => void;
  /** Called with a whole path whose last region has no children (the only kind an address takes). */
  onConfirm: (path: RegionPath) => void;
};

/**
 * The region picker: one level at a time, each loaded from /address/region only when it is shown
 * (the tree has some 3,900 regions in four places), the chosen path above as tabs to step back
 * to. Confirm is enabled only once the last region chosen has no children.
 */
export function RegionPicker({ visible, value, onClose, onConfirm }: Props) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.regionSheet}>
      {/* Mounted on every opening, so it starts from the field's value. */}
      <RegionLevels value={value} onClose={onClose} onConfirm={onConfirm} />
    </Popup>
  );
}

type Step = { code: string; name: string; hasChildren: boolean };

function RegionLevels({ value, onClose, onConfirm }: Omit<Props, 'visible'>) {
  const { t, i18n } = useAddressesTranslation();
  // A saved path ends at a last-level region: every step above it has children.
  const [trail, setTrail] = useState<Step[]>(() => (value ?? []).map((r, i, all) => ({ ...r, hasChildren: i < all.length - 1 })));
  const [level, setLevel] = useState(() => Math.max(0, trail.length - 1));
  const parent = level === 0 ? undefined : trail[level - 1]?.code;
  const regions = useRegions(parent, i18n.language);
  const complete = trail.length > 0 && trail.at(-1)?.hasChildren === false;

  const pick = (region: Region) => {
    setTrail([...trail.slice(0, level), { code: region.code, name: region.name, hasChildren: region.hasChildren }]);
    if (region.hasChildren) setLevel(level + 1);
  };

  const confirm = () => {
    if (!complete) return;
    onConfirm(trail.map(({ code, name }) => ({ code, name })));
    onClose();
  };

  return (
    <section className={styles.regionPicker} aria-label={t('addresses.region.title')} data-testid="address-region-picker">
      <header className={styles.regionHeader}>
        <button type="button" className={styles.regionHeaderButton} onClick={onClose}>
          {t('common.cancel')}
        </button>
        <h3 className={styles.regionTitle}>{t('addresses.region.title')}</h3>
        <button
          type="button"
          className={styles.regionHeaderButton}
          data-primary
          disabled={!complete}
          onClick={confirm}
          data-testid="address-region-confirm"
        >
          {t('common.confirm')}
        </button>
      </header>

      <nav className={styles.regionTrail} aria-label={t('addresses.form.region')}>
        {trail.map((step, i) => (
          <button
            key={step.code}
            type="button"
            className={styles.regionCrumb}
            data-active={i === level || undefined}
            aria-current={i === level ? 'step' : undefined}
            onClick={() => setLevel(i)}
            data-testid="address-region-crumb"
          >
            {step.name}
          </button>
        ))}
        {!complete && (
          <button
            type="button"
            className={styles.regionCrumb}
            data-active={level === trail.length || undefined}
            aria-current={level === trail.length ? 'step' : undefined}
            onClick={() => setLevel(trail.length)}
          >
            {t('addresses.region.choose')}
          </button>
        )}
      </nav>

      <div
        className={styles.regionOptions}
        role="listbox"
        aria-label={t('addresses.region.title')}
        data-level={level}
        data-parent={parent ?? ''}
      >
        {regions.isPending && (
          <div className={styles.regionStatus}>
            <SpinLoading color="primary" style={{ '--size': '28px' }} />
          </div>
        )}
        {regions.isError && (
          <div className={styles.regionStatus} role="alert">
            <p>{t('addresses.region.loadFailed')}</p>
            <Button size="small" shape="rounded" onClick={() => void regions.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {regions.data?.list.map((region) => {
          const selected = trail[level]?.code === region.code;
          return (
            <button
              key={region.code}
              type="button"
              role="option"
              aria-selected={selected}
              className={styles.regionOption}
              data-selected={selected || undefined}
              data-code={region.code}
              data-last={!region.hasChildren || undefined}
              onClick={() => pick(region)}
              data-testid="address-region-option"
            >
              <span>{region.name}</span>
              {selected && !region.hasChildren ? (
                <CheckOutline />
              ) : region.hasChildren ? (
                <RightOutline className={styles.regionArrow} />
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
