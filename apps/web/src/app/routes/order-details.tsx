import { useLocation, useSearchParams } from '@/lib/router';
import type { Order } from '@uu/contract/orders';
import { EmptyView } from '@/components/ui/empty-view';
import { OrderDetailsView } from '@/features/orders/components/order-details-view';
import { OrderReviewForm } from '@/features/reviews/components/order-review-form';
import { useReviewsTranslation } from '@/features/reviews/hooks/use-reviews-translation';
import { ImagePicker } from '@/features/uploads/components/image-picker';
import { canPayOrders } from './order-pay-guard';

/** orderDetails (spec §2): /subpackage/orderDetails/index?id=12; the list hands over the order it opened. */
export default function OrderDetailsScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { t, i18n } = useReviewsTranslation();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <EmptyView />;
  const initial = (location.state as { order?: Order } | null)?.order;
  return (
    <>
      <OrderDetailsView key={id} id={id} initial={initial} canPay={canPayOrders} />
      <OrderReviewForm
        key={`reviews-${id}`}
        orderId={id}
        locale={i18n.language}
        renderPhotoPicker={(onUploaded, children) => (
          // spec §5 "Images": under 1 MB and an image, checked before anything is sent.
          <ImagePicker label={t('reviews.addPhoto')} onUploaded={(upload) => onUploaded(upload.url)} inputTestId="review-photo-input">
            {children}
          </ImagePicker>
        )}
      />
    </>
  );
}
