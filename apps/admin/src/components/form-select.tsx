import { Select, type SelectProps } from 'antd';
import { useLayoutEffect, useRef, type ComponentRef } from 'react';

/**
 * antd's Select for a required Form.Item. The Form.Item hands `aria-required` to its control, and the
 * Select puts it both on its combobox (right) and on its wrapper div, where ARIA does not allow it
 * (axe's aria-allowed-attr; docs/accessibility.md). This takes it off the wrapper after each render.
 */
export function FormSelect<Value = unknown>(props: SelectProps<Value>) {
  const ref = useRef<ComponentRef<typeof Select>>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement.removeAttribute('aria-required');
  });
  return <Select<Value> ref={ref} {...props} />;
}
