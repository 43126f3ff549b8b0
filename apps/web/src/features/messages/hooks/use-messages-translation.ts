import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the message centre's components: importing it brings the `messages.*` texts (see ../catalogue). */
export function useMessagesTranslation() {
  return useTranslation();
}
