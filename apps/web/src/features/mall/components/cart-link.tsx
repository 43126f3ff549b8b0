import { ShopbagOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useCart } from '@/lib/cart';
import { useMallTranslation } from '../hooks/use-mall-translation';
import styles from './cart-link.module.css';

/** The cart, with how many pieces it holds (the mall and the goods page; a visitor's is empty and asks nothing). */
export function CartLink({ className }: { className?: string }) {
  const { t } = useMallTranslation();
  const count = useCart().data?.count ?? 0;
  return (
    <Link
      to={paths.cart.getHref()}
      className={`${styles.link} ${className ?? ''}`}
      aria-label={count > 0 ? t('mall.cartWithCount', { count }) : t('mall.cart')}
      data-testid="cart-link"
      data-count={count}
    >
      <ShopbagOutline aria-hidden />
      {count > 0 && (
        <span className={styles.badge} aria-hidden data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
