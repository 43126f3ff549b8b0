import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the reviews' components: importing it brings the `reviews.*` texts (see ../catalogue). */
export function useReviewsTranslation() {
  return useTranslation();
}
