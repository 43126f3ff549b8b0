import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import styles from './wallet-list.module.css';

type Props = {
  title: string;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  /** The list as fetched (none until it is in), with how many the member may keep. */
  data: { list: readonly unknown[]; max: number } | undefined;
  /** Whether the list has been fetched: "none yet" is said only then. */
  loaded: boolean;
  emptyText: string;
  limitText: (max: number) => string;
  /** The items, and anything the section holds after them. */
  children: ReactNode;
};

/**
 * Where payouts go, one kind per section (bank cards, wallet addresses): the heading with its add
 * button (disabled at the limit), the empty line, the limit line, then the items.
 */
export function PayoutList({ title, addLabel, addTestId, onAdd, data, loaded, emptyText, limitText, children }: Props) {
  const count = data?.list.length ?? 0;
  const full = data ? count >= data.max : false;
  return (
    <section className={styles.list} aria-label={title}>
      <div className={styles.headingRow}>
        <h3 className={styles.heading}>{title}</h3>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onAdd} disabled={full} data-testid={addTestId}>
          <AddOutline /> {addLabel}
        </Button>
      </div>
      {loaded && count === 0 && <p className={styles.emptyLine}>{emptyText}</p>}
      {full && <p className={styles.muted}>{limitText(data?.max ?? 0)}</p>}
      {children}
    </section>
  );
}

/** An item's delete button. */
export function PayoutDeleteButton({ label, testId, onClick }: { label: string; testId: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.cardDelete} onClick={onClick} aria-label={label} data-testid={testId}>
      <DeleteOutline />
    </button>
  );
}

/** Deletes once the member agrees, and says so; a refused call was already explained by the API client. */
export async function confirmDelete({
  question,
  remove,
  done,
}: {
  question: string;
  remove: () => Promise<unknown>;
  done: string;
}): Promise<void> {
  const sure = await showModal({ content: question, danger: true });
  if (!sure) return;
  try {
    await remove();
  } catch {
    return;
  }
  showToast(done, 'success');
}
