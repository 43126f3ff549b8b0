import { Toast } from 'antd-mobile';
import '@/lib/antd-render';
import { announce } from '@/lib/live-region';

/** A short message over the page (antd-mobile Toast); one at a time, the newest wins. */
export function showToast(content: string, icon?: 'success' | 'fail'): void {
  Toast.show({ content, icon, duration: icon ? 1600 : 2200 });
  announce(content, icon === 'fail' ? 'assertive' : 'polite');
}
