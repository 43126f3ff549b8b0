import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { useCustomerService } from '../api/get-customer-service';
import { CustomerServiceContacts } from './customer-service-contacts';
import styles from './customer-service-popup.module.css';

/** Settings → customer service: the operator's contacts and opening hours, or the empty view. */
export function CustomerServicePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCustomerService(visible);

  let body;
  if (isPending) body = <PageLoading />;
  else if (isError || data.contacts.length === 0) body = <EmptyView text={t('customerService.empty')} />;
  else body = <CustomerServiceContacts data={data} />;

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup} showCloseButton>
      <h2 className={styles.title}>{t('customerService.title')}</h2>
      {body}
    </Popup>
  );
}
