import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { GoodsDetailView } from '@/features/mall/components/goods-detail-view';
import { GoodsReviews } from '@/features/reviews/components/goods-reviews';

/** goodsDetails (spec §2): /subpackage/goodsDetails/index?id=12. Visitors may look; buying asks for sign-in. */
export default function GoodsDetailsScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <EmptyView />;
  // Keyed by the goods: another goods starts with a quantity of 1.
  return (
    <>
      <GoodsDetailView key={id} id={id} />
      <GoodsReviews key={`reviews-${id}`} goodsId={id} />
    </>
  );
}
