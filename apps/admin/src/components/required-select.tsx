import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

type Props = SelectProps & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * antd's Select in a required Form.Item. Form.Item hands the control `aria-required`, and rc-select puts
 * it on its wrapper div as well as on the combobox (ant-design/ant-design#46030, open): an ARIA attribute
 * a div without a role may not carry (axe's aria-allowed-attr). This keeps it off the wrapper and sets it
 * on the combobox input alone, where a screen reader reads "required". Use it for every Select whose
 * Form.Item is required (docs/accessibility.md).
 */
export function RequiredSelect({ 'aria-required': required, ...props }: Props) {
  const ref = useRef<RefSelectProps>(null);
  useLayoutEffect(() => {
    const combobox = ref.current?.nativeElement.querySelector('[role="combobox"]');
    if (!combobox) return;
    if (required === true || required === 'true') combobox.setAttribute('aria-required', 'true');
    else combobox.removeAttribute('aria-required');
  });
  return <Select {...props} ref={ref} />;
}
