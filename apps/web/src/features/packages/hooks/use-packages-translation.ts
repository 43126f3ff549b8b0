import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the packages' components: importing it brings the `packages.*` texts (see ../catalogue). */
export function usePackagesTranslation() {
  return useTranslation();
}
