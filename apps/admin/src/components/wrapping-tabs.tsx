import { Tabs, type TabsProps } from 'antd';
import './wrapping-tabs.css';

/**
 * antd's Tabs for a row of many filters (the orders' statuses with their counts): the labels wrap onto
 * a second row rather than overflow, so antd never puts its "more" button inside the tablist (axe's
 * aria-required-children) and every status stays in sight (docs/accessibility.md).
 */
export function WrappingTabs({ className, ...props }: TabsProps) {
  return <Tabs {...props} className={['uu-wrapping-tabs', className].filter(Boolean).join(' ')} />;
}
