import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the check-in's components: importing it brings the `checkIn.*` texts (see ../catalogue). */
export function useCheckInTranslation() {
  return useTranslation();
}
