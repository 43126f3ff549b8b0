import type { ReactNode } from 'react';
import { Dialog, type DialogShowProps } from 'antd-mobile';
import '@/lib/antd-render';
import { i18n } from '@/lib/i18n';

type Action = Extract<NonNullable<DialogShowProps['actions']>[number], { key: unknown }>;

export type ModalOptions = {
  /** Defaults to the 'warm prompt' title (spec §2). */
  title?: ReactNode;
  content: ReactNode;
  /** 'confirm': cancel + confirm; 'complete': one complete button and no way to cancel. */
  mode?: 'confirm' | 'complete';
  confirmText?: string;
  cancelText?: string;
  /** Marks the confirm action as destructive. */
  danger?: boolean;
  /** Closes the modal by itself after this many milliseconds (spec §2), answering false. */
  autoCloseMs?: number;
};

/**
 * The app's modal dialog (spec §2), on antd-mobile Dialog. Resolves true when the member
 * confirms (or completes), false when they cancel or it closes by itself.
 */
export function showModal(options: ModalOptions): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  return new Promise((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(confirmed);
    };
    const confirm: Action = {
      key: 'confirm',
      text: options.confirmText ?? t(options.mode === 'complete' ? 'common.complete' : 'common.confirm'),
      bold: true,
      danger: options.danger,
      onClick: () => settle(true),
    };
    const actions: (Action | Action[])[] =
      options.mode === 'complete'
        ? [confirm]
        : [[{ key: 'cancel', text: options.cancelText ?? t('common.cancel'), onClick: () => settle(false) }, confirm]];

    const handler = Dialog.show({
      title: options.title ?? t('common.warmPrompt'),
      content: options.content,
      actions,
      closeOnAction: true,
      closeOnMaskClick: false,
      onClose: () => settle(false),
    });
    if (options.autoCloseMs && options.autoCloseMs > 0) {
      timer = setTimeout(() => {
        handler.close();
        settle(false);
      }, options.autoCloseMs);
    }
  });
}
