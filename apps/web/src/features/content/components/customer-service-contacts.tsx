import { useTranslation } from 'react-i18next';
import type { CustomerService } from '@uu/contract/profile';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import styles from './customer-service-popup.module.css';

type Contact = CustomerService['contacts'][number];

/**
 * Where tapping a contact leads, for the kinds that have a link of their own; the others (LINE ids,
 * WeChat ids) are copied. Only http(s) addresses become links: an operator's `javascript:` must not.
 */
export function contactHref({ kind, value }: Contact): string | null {
  const text = value.trim();
  switch (kind) {
    case 'email':
      return `mailto:${text}`;
    case 'phone':
      return `tel:${text.replace(/[^\d+]/g, '')}`;
    case 'whatsapp': {
      const digits = text.replace(/\D/g, '');
      return digits ? `https://wa.me/${digits}` : null;
    }
    case 'telegram': {
      const name = text.replace(/^@/, '');
      return /^\w{3,}$/.test(name) ? `https://t.me/${name}` : /^https:\/\//.test(text) ? text : null;
    }
    case 'url':
    case 'line':
      return /^https?:\/\//i.test(text) ? text : null;
    default:
      return null;
  }
}

/** The operator's contacts, each with its link (mail, call, chat) or a copy button, and the opening hours. */
export function CustomerServiceContacts({ data }: { data: CustomerService }) {
  const { t } = useTranslation();

  const copy = async (value: string) => {
    const copied = await copyText(value);
    showToast(t(copied ? 'common.copied' : 'common.copyFailed'), copied ? 'success' : undefined);
  };

  return (
    <>
      <ul className={styles.list}>
        {data.contacts.map((contact, index) => {
          const href = contactHref(contact);
          const external = href?.startsWith('http');
          return (
            <li key={`${contact.kind}-${index}`} className={styles.item} data-testid={`customer-service-${contact.kind}`}>
              <div className={styles.text}>
                <span className={styles.label}>{contact.label || t(`customerService.kinds.${contact.kind}`)}</span>
                <span className={styles.value}>{contact.value}</span>
              </div>
              {href ? (
                <a className={styles.action} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {t(contact.kind === 'phone' ? 'customerService.call' : 'customerService.open')}
                </a>
              ) : (
                <button type="button" className={styles.action} onClick={() => void copy(contact.value)}>
                  {t('common.copy')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {data.hours && (
        <p className={styles.hours} data-testid="customer-service-hours">
          {t('customerService.hours')}：{data.hours}
        </p>
      )}
    </>
  );
}
