import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the content pages: importing it brings the `content.*` texts (see ../catalogue). */
export function useContentTranslation() {
  return useTranslation();
}
