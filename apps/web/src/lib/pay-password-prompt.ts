import { showModal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { i18n } from './i18n';
// Its texts (`payPassword.*`) are member texts, not the first route's.
import './member-catalogue';
import { currentHref, navigateTo } from './navigation';

let open: Promise<void> | null = null;

/**
 * spec §6: "A payment password must be set before paid actions. The prompt says to set the
 * payment password first and has a go-to-set button." Shown by the pay-password guard before a
 * paid action and by the API client on code 1015; one at a time, however many calls answer 1015.
 */
export function promptSetPayPassword(): Promise<void> {
  open ??= showModal({ content: i18n.t('payPassword.setFirst'), confirmText: i18n.t('payPassword.goSet') })
    .then(async (go) => {
      const target = paths.settingContent.getHref({ type: 'setPay' });
      if (go && currentHref() !== target) await navigateTo(target);
    })
    .finally(() => {
      open = null;
    });
  return open;
}
