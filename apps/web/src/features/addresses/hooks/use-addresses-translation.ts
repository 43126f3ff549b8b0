import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the address book's components: importing it brings the `addresses.*` texts (see ../catalogue). */
export function useAddressesTranslation() {
  return useTranslation();
}
