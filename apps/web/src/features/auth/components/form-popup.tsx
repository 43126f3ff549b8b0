import type { ReactNode, SubmitEventHandler } from 'react';
import { Popup } from 'antd-mobile';
import { SubmitButton } from '@/components/ui/submit-button';
import styles from './settings-popup.module.css';

type Props = {
  visible: boolean;
  /** The mask, the back gesture: the form's own reset, then closing. */
  onClose: () => void;
  destroyOnClose?: boolean;
  /** Already translated; also the form's accessible name. */
  title: string;
  lead?: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  submit: { text: string; pending: boolean; pendingText: string; testId: string };
  children: ReactNode;
};

/** A settings form in a bottom popup: its title, an optional lead, the fields and the submit button. */
export function FormPopup({ visible, onClose, destroyOnClose, title, lead, onSubmit, submit, children }: Props) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup} destroyOnClose={destroyOnClose}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
        <div className={styles.actions}>
          <SubmitButton className={styles.submit} pending={submit.pending} pendingText={submit.pendingText} data-testid={submit.testId}>
            {submit.text}
          </SubmitButton>
        </div>
      </form>
    </Popup>
  );
}
