import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for financialWorld and eosPage: importing it brings the `finance.*` texts (see ../catalogue). */
export function useFinanceTranslation() {
  return useTranslation();
}
