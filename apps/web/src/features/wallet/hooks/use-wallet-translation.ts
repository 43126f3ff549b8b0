import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the wallet's components: importing it brings the `wallet.*` texts (see ../catalogue). */
export function useWalletTranslation() {
  return useTranslation();
}
