import { useNavigate, useSearchParams } from '@/lib/router';
import { paths, safeRedirect } from '@/config/paths';
import { AddressList } from '@/features/addresses/components/address-list';
import styles from './address-screen.module.css';

/**
 * selectAddress (spec §2): the address book. Opened to choose (`?select=1`, or with a `redirect`
 * to return to, as submitOrder will), tapping an address stores it as the session's choice
 * (spec §3 addressInfo / addressDetail) and goes back, or on to `redirect`.
 */
export default function SelectAddressScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const selecting = params.get('select') === '1' || redirect !== null;
  // Choosing for an installation order: a new address asks its installation fields (issue 19 #10).
  const installation = params.get('installation') === '1' ? 1 : undefined;

  const done = () => {
    if (redirect) {
      void navigate(redirect, { replace: true });
      return;
    }
    // Opened directly (a deep link): there is nothing to go back to but Mine, where the book lives.
    const first = ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;
    if (first) void navigate(paths.mine.getHref(), { replace: true });
    else void navigate(-1);
  };

  return (
    <div className={styles.screen}>
      <AddressList
        selecting={selecting}
        onAdd={() => void navigate(paths.editAddress.getHref({ installation }))}
        onEdit={(address) => void navigate(paths.editAddress.getHref({ id: address.id, installation }))}
        onChosen={done}
      />
    </div>
  );
}
