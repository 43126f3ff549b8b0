import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the devices' components: importing it brings the `devices.*` texts (see ../catalogue). */
export function useDevicesTranslation() {
  return useTranslation();
}
