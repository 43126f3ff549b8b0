import type { Goods } from '@uu/contract/mall';
import { fileUrl } from '@/lib/files';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { displayPrice } from '../utils/price';
import { skuOf, specText, valueAvailable, type SpecChoice } from '../utils/specs';
import styles from './spec-picker.module.css';

type Props = {
  goods: Pick<Goods, 'name' | 'cover' | 'price' | 'stock' | 'fbPercent' | 'specs' | 'skus'>;
  choice: SpecChoice;
  onChoose: (dimension: number, value: string) => void;
};

/**
 * The goods' specs (issue 22: up to two dimensions, e.g. colour × size): the chosen combination's
 * picture, price in UU (and the part FB may pay) and stock, then each dimension's values as
 * toggle buttons. A value no combination in stock goes with (given the other choice) is disabled.
 */
export function SpecPicker({ goods, choice, onChoose }: Props) {
  const { t } = useMallTranslation();
  const sku = skuOf(goods.skus, choice);
  const picture = sku?.picture ?? goods.cover;
  const price = sku?.price ?? goods.price;
  const stock = sku?.stock ?? goods.stock;
  const missing = goods.specs.filter((_, i) => choice[i] == null).map((d) => d.name);

  return (
    <section className={styles.picker} data-testid="spec-picker" aria-label={t('mall.specs')}>
      <div className={styles.summary}>
        {picture ? (
          <img
            className={styles.picture}
            src={fileUrl(picture)}
            alt={sku ? specText(sku.values) : goods.name}
            width={72}
            height={72}
            data-testid="spec-picture"
          />
        ) : (
          <div className={styles.picture} />
        )}
        <div className={styles.facts} aria-live="polite">
          <span className={styles.price} data-testid="spec-price">
            {displayPrice(price)}
            <small> {t('mall.unit')}</small>
          </span>
          {goods.fbPercent > 0 && <span className={styles.muted}>{t('mall.fbShare', { percent: goods.fbPercent })}</span>}
          <span className={styles.muted} data-testid="spec-stock" data-stock={stock}>
            {stock > 0 ? t('mall.stock', { count: stock }) : t('mall.soldOut')}
          </span>
          <span data-testid="spec-chosen">
            {sku ? t('mall.specChosen', { spec: specText(sku.values) }) : t('mall.specChoose', { names: missing.join(' / ') })}
          </span>
        </div>
      </div>
      {goods.specs.map((dimension, d) => (
        <div key={dimension.name} className={styles.dimension} role="group" aria-labelledby={`spec-dimension-${d}`}>
          <h3 className={styles.name} id={`spec-dimension-${d}`}>
            {dimension.name}
          </h3>
          <div className={styles.values}>
            {dimension.values.map((value) => {
              const available = valueAvailable(goods.skus, choice, d, value);
              return (
                <button
                  key={value}
                  type="button"
                  className={styles.value}
                  aria-pressed={choice[d] === value}
                  disabled={!available}
                  aria-label={available ? value : t('mall.specUnavailable', { value })}
                  onClick={() => onChoose(d, value)}
                  data-testid="spec-value"
                  data-dimension={d}
                  data-value={value}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
