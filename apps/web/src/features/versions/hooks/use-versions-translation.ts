import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the versions' components: importing it brings the `versions.*` texts (see ../catalogue). */
export function useVersionsTranslation() {
  return useTranslation();
}
