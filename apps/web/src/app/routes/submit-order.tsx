import { SubmitOrderView } from '@/features/orders/components/submit-order-view';
import { ImagePicker } from '@/features/uploads/components/image-picker';
import { useOrdersTranslation } from '@/features/orders/hooks/use-orders-translation';
import { canPayOrders } from './order-pay-guard';

/** submitOrder (spec §2): the goods of `selectGoodsDetail`, its delivery details, then pay now or later. */
export default function SubmitOrderScreen() {
  const { t } = useOrdersTranslation();
  return (
    <SubmitOrderView
      canPay={canPayOrders}
      renderPicturePicker={(onUploaded, children) => (
        // spec §5 "Images": under 1 MB, checked before anything is sent.
        <ImagePicker
          label={t('orders.pickInstallPicture')}
          onUploaded={(upload) => onUploaded(upload.url)}
          data-testid="submit-install-picture"
          inputTestId="submit-install-picture-input"
        >
          {children}
        </ImagePicker>
      )}
    />
  );
}
