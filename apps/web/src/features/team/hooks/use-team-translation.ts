import { useTranslation } from 'react-i18next';
import '../catalogue';

/** useTranslation for the team's components: importing it brings the `team.*` texts (see ../catalogue). */
export function useTeamTranslation() {
  return useTranslation();
}
