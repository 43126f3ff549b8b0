import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { AfterSaleApplyView } from '@/features/orders/components/after-sale-apply-view';
import { useOrdersTranslation } from '@/features/orders/hooks/use-orders-translation';
import { ImagePicker } from '@/features/uploads/components/image-picker';

/** applyAfterSale (ours, issue 22): /subpackage/applyAfterSale/index?orderId=12, from a done order. */
export default function ApplyAfterSaleScreen() {
  const { t } = useOrdersTranslation();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  if (!Number.isInteger(orderId) || orderId <= 0) return <EmptyView />;
  return (
    <AfterSaleApplyView
      key={orderId}
      orderId={orderId}
      renderPhotoPicker={(onUploaded, children) => (
        // spec §5 "Images": under 1 MB and an image, checked before anything is sent (and again by the server).
        <ImagePicker
          label={t('orders.afterSales.addPhoto')}
          onUploaded={(upload) => onUploaded(upload.url)}
          data-testid="after-sale-photo"
          inputTestId="after-sale-photo-input"
        >
          {children}
        </ImagePicker>
      )}
    />
  );
}
