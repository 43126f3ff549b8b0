import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the chat's components: importing it brings the `chat.*` texts (see ../catalogue). */
export function useChatTranslation() {
  return useTranslation();
}
