import { Button, Tag } from 'antd-mobile';
import { AddOutline, CheckCircleFill, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import type { Address, UpdateAddressBody } from '@uu/contract/addresses';
import { EmptyView } from '@/components/ui/empty-view';
import { showModal } from '@/components/ui/modal';
import { PageLoading } from '@/components/ui/page-loading';
import { showToast } from '@/components/ui/toast';
import { useDeleteAddresses } from '../api/delete-address';
import { useAddresses } from '../api/list-addresses';
import { useUpdateAddress } from '../api/update-address';
import { useAddressesTranslation } from '../hooks/use-addresses-translation';
import { chooseAddress, chosenAddressId, followChosenAddress } from '../utils/chosen-address';
import styles from './addresses.module.css';

type Props = {
  /** Opened to choose an address (an order's): tapping one stores it and calls onChosen. */
  selecting: boolean;
  onAdd: () => void;
  onEdit: (address: Address) => void;
  onChosen: (address: Address) => void;
};

/** The update call's body for the same address marked default (the call takes the whole address). */
function asDefault(address: Address): UpdateAddressBody {
  return {
    id: address.id,
    consignee: address.consignee,
    phone: address.phone,
    regionCode: address.regionCode,
    detail: address.detail,
    isDefault: true,
    installationPicture: address.installationPicture,
    installationTime: address.installationTime,
  };
}

/**
 * The member's addresses (selectAddress): the default first with its tag, each with its
 * consignee, phone, region and detail; set as default, edit, delete behind a confirmation; an add
 * button (none past the limit). When choosing, tapping an address stores it for the order.
 */
export function AddressList({ selecting, onAdd, onEdit, onChosen }: Props) {
  const { t, i18n } = useAddressesTranslation();
  const addresses = useAddresses(i18n.language);
  const update = useUpdateAddress();
  const remove = useDeleteAddresses();
  const chosenId = selecting ? chosenAddressId() : null;

  const makeDefault = async (address: Address) => {
    try {
      followChosenAddress({ saved: await update.mutateAsync(asDefault(address)) });
    } catch {
      return; // the API client said why
    }
    showToast(t('addresses.defaultSet'), 'success');
  };

  const confirmDelete = async (address: Address) => {
    if (!(await showModal({ content: t('addresses.deleteConfirm', { consignee: address.consignee }), danger: true }))) return;
    try {
      await remove.mutateAsync([address.id]);
    } catch {
      return;
    }
    followChosenAddress({ deleted: [address.id] });
    showToast(t('addresses.deleted'), 'success');
  };

  const choose = (address: Address) => {
    chooseAddress(address);
    onChosen(address);
  };

  if (addresses.isPending) return <PageLoading />;
  if (addresses.isError) {
    return (
      <EmptyView text={t('addresses.loadFailed')}>
        <Button size="small" shape="rounded" loading={addresses.isFetching} onClick={() => void addresses.refetch()}>
          {t('common.retry')}
        </Button>
      </EmptyView>
    );
  }

  const { list, max } = addresses.data;
  const full = list.length >= max;

  return (
    <div className={styles.listScreen}>
      {list.length === 0 ? (
        <EmptyView text={t('addresses.empty')} />
      ) : (
        <>
          {selecting && <p className={styles.muted}>{t('addresses.chooseHint')}</p>}
          <ul className={styles.list} aria-label={t('routes.selectAddress')}>
            {list.map((address) => (
              <li key={address.id}>
                <article
                  className={styles.item}
                  data-testid="address-item"
                  data-id={address.id}
                  data-default={address.isDefault || undefined}
                  data-chosen={address.id === chosenId || undefined}
                >
                  <button
                    type="button"
                    className={styles.itemBody}
                    onClick={() => (selecting ? choose(address) : onEdit(address))}
                    data-testid="address-item-body"
                  >
                    <span className={styles.itemHead}>
                      {address.isDefault && (
                        <Tag color="primary" fill="outline" className={styles.defaultTag} data-testid="address-default-tag">
                          {t('addresses.defaultTag')}
                        </Tag>
                      )}
                      <span className={styles.consignee} data-testid="address-item-consignee">
                        {address.consignee}
                      </span>
                      <span className={styles.phone}>{address.phone}</span>
                    </span>
                    <span className={styles.itemAddress} data-testid="address-item-address">
                      {address.region.map((r) => r.name).join(' ')} {address.detail}
                    </span>
                    {address.installationTime && (
                      <span className={styles.muted}>{t('addresses.installation', { date: address.installationTime })}</span>
                    )}
                    {address.id === chosenId && <CheckCircleFill className={styles.chosenMark} aria-hidden="true" />}
                  </button>
                  <footer className={styles.itemActions}>
                    {!address.isDefault && (
                      <button
                        type="button"
                        className={styles.textButton}
                        disabled={update.isPending}
                        onClick={() => void makeDefault(address)}
                        data-testid="address-set-default"
                      >
                        {t('addresses.setDefault')}
                      </button>
                    )}
                    <span className={styles.spacer} />
                    <button type="button" className={styles.iconButton} onClick={() => onEdit(address)} data-testid="address-edit">
                      <EditSOutline /> {t('addresses.edit')}
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => void confirmDelete(address)}
                      data-testid="address-delete"
                    >
                      <DeleteOutline /> {t('addresses.delete')}
                    </button>
                  </footer>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.addBar}>
        {full && <p className={styles.muted}>{t('addresses.limit', { max })}</p>}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          className={styles.submit}
          disabled={full}
          onClick={onAdd}
          data-testid="address-add"
        >
          <AddOutline /> {t('addresses.add')}
        </Button>
      </div>
    </div>
  );
}
