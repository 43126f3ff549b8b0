import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the coupons' components: importing it brings the `coupons.*` texts (see ../catalogue). */
export function useCouponsTranslation() {
  return useTranslation();
}
