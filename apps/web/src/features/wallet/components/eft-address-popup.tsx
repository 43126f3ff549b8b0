import { useId, useState } from 'react';
import { Button, Input, Popup } from 'antd-mobile';
import { EFT_NETWORKS, eftAddressBodySchema, type EftAddressBody } from '@uu/contract/wallet';
import { FormField } from '@/components/ui/form-field';
import { showToast } from '@/components/ui/toast';
import { useAddEftAddress } from '../api/add-eft-address';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { PayPasswordSheet } from './pay-password-sheet';
import styles from './wallet-form.module.css';

type Network = (typeof EFT_NETWORKS)[number];
type Errors = Partial<Record<'network' | 'address' | 'label', string>>;

/** Add a wallet address: its network, the address (checked by the contract's pattern) and a label. */
export function EftAddressPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useWalletTranslation();
  const id = useId();
  const add = useAddEftAddress();
  const [network, setNetwork] = useState<Network | null>(null);
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The checked address waits here while the member steps up with the payment password (issue 18).
  const [confirming, setConfirming] = useState<EftAddressBody | null>(null);

  const close = () => {
    setNetwork(null);
    setAddress('');
    setLabel('');
    setErrors({});
    setConfirming(null);
    onClose();
  };

  const submit = () => {
    const body: EftAddressBody = { network: network as Network, address, label: label || undefined };
    const parsed = eftAddressBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= t(issue.message);
      }
      setErrors(next);
      return;
    }
    setConfirming(body);
  };
  /** Rejects when the call failed (the API client told the member why): the sheet clears the digits. */
  const save = async (payPassword: string) => {
    if (!confirming) return;
    await add.mutateAsync({ ...confirming, payPassword });
    showToast(t('wallet.eft.added'), 'success');
    close();
  };

  return (
    <Popup visible={visible} onMaskClick={close} destroyOnClose bodyClassName={styles.sheet}>
      <form
        noValidate
        aria-label={t('wallet.eft.add')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 className={styles.sheetTitle}>{t('wallet.eft.add')}</h3>
        <p className={styles.passcodeLabel}>{t('wallet.eft.network')}</p>
        <div className={styles.currencies} role="radiogroup" aria-label={t('wallet.eft.network')}>
          {EFT_NETWORKS.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={n === network}
              className={styles.currency}
              data-active={n === network || undefined}
              onClick={() => {
                setNetwork(n);
                setErrors((e) => ({ ...e, network: undefined }));
              }}
              data-testid={`eft-network-${n}`}
            >
              <span className={styles.currencyCode}>{n}</span>
            </button>
          ))}
        </div>
        {errors.network && (
          <p className={styles.fieldError} role="alert">
            {errors.network}
          </p>
        )}
        <FormField label={t('wallet.eft.address')} htmlFor={`${id}-address`} error={errors.address}>
          <Input
            id={`${id}-address`}
            value={address}
            onChange={(value) => {
              setAddress(value.trim());
              setErrors((e) => ({ ...e, address: undefined }));
            }}
            placeholder={t('wallet.eft.addressPlaceholder')}
            autoComplete="off"
            maxLength={64}
            data-testid="eft-address"
          />
        </FormField>
        <FormField label={t('wallet.eft.label')} htmlFor={`${id}-label`} error={errors.label}>
          <Input
            id={`${id}-label`}
            value={label}
            onChange={setLabel}
            placeholder={t('wallet.eft.labelPlaceholder')}
            maxLength={30}
            data-testid="eft-label"
          />
        </FormField>
        <Button
          type="submit"
          block
          color="primary"
          shape="rounded"
          size="large"
          className={styles.submit}
          loading={add.isPending}
          data-testid="eft-submit"
        >
          {t('wallet.eft.submit')}
        </Button>
      </form>
      <PayPasswordSheet visible={confirming !== null} title={t('wallet.stepUp.title')} onClose={() => setConfirming(null)} onConfirm={save}>
        <p data-testid="stepup-note">{t('wallet.stepUp.note')}</p>
      </PayPasswordSheet>
    </Popup>
  );
}
