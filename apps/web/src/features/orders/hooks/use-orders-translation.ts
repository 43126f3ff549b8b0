import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the orders' components: importing it brings the `orders.*` texts (see ../catalogue). */
export function useOrdersTranslation() {
  return useTranslation();
}
