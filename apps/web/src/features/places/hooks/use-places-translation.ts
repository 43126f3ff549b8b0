import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the map pages' components: importing it brings the `places.*` texts (see ../catalogue). */
export function usePlacesTranslation() {
  return useTranslation();
}
