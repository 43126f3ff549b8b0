import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { useFavourite, useToggleFavourite } from '../api/browse';
import { useMallTranslation } from '../hooks/use-mall-translation';
import styles from './goods-detail.module.css';

/** Add the goods to the member's favourites or take it off (issue 22); a visitor is asked to sign in first. */
export function FavouriteButton({ goodsId }: { goodsId: number }) {
  const { t } = useMallTranslation();
  const navigate = useNavigate();
  const signedIn = session.isSignedIn();
  const state = useFavourite(goodsId, signedIn);
  const toggle = useToggleFavourite(goodsId);
  const favourite = state.data?.favourite ?? false;
  const press = () => {
    if (!signedIn) {
      void navigate(paths.login.getHref({ redirect: paths.goodsDetails.getHref({ id: goodsId }) }));
      return;
    }
    if (!toggle.isPending) toggle.mutate(!favourite);
  };
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={favourite}
      onClick={press}
      disabled={signedIn && state.isPending}
      data-testid="goods-favourite"
    >
      {favourite ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
      <span>{t(favourite ? 'mall.favourited' : 'mall.favourite')}</span>
    </button>
  );
}
