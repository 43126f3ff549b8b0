import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the mall's components: importing it brings the `mall.*` texts (see ../catalogue). */
export function useMallTranslation() {
  return useTranslation();
}
