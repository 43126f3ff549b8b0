import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the redemption screen: importing it brings the `redeem.*` texts (see ../catalogue). */
export function useRedeemTranslation() {
  return useTranslation();
}
