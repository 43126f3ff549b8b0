import { render } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { RequiredSelect } from './required-select';

// antd's first render (its styles built in JS) is slow in jsdom on a busy machine.
describe('RequiredSelect (issue 26: aria-required only where ARIA allows it)', { timeout: 30_000 }, () => {
  it('in a required Form.Item: the combobox says required, the wrapper div does not', () => {
    const { container } = render(
      <Form>
        <Form.Item name="kind" label="Kind" rules={[{ required: true }]}>
          <RequiredSelect options={[{ value: 'bank', label: 'Bank' }]} />
        </Form.Item>
      </Form>,
    );
    const combobox = container.querySelector('[role="combobox"]');
    expect(combobox?.getAttribute('aria-required')).toBe('true');
    // axe's aria-allowed-attr: no element without a role that allows it carries aria-required.
    const carriers = [...container.querySelectorAll('[aria-required]')];
    expect(carriers).toEqual([combobox]);
  });

  it('in an optional Form.Item: nothing says required', () => {
    const { container } = render(
      <Form>
        <Form.Item name="kind" label="Kind">
          <RequiredSelect options={[{ value: 'bank', label: 'Bank' }]} />
        </Form.Item>
      </Form>,
    );
    expect(container.querySelectorAll('[aria-required]')).toHaveLength(0);
  });
});
