import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, Button, ConfigProvider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AdminGoods } from '@uu/contract/admin-catalogue';
import { SpecEditor } from './components/spec-editor';
import { specsRule, stockToSave, type SpecsValue } from './spec-editor-lib';

const PIC = `/files/${'4'.repeat(32)}.webp`;
const stored: SpecsValue = {
  specs: [
    { name: '顏色', values: ['紅', '藍'] },
    { name: '尺寸', values: ['M'] },
  ],
  skus: [
    { values: ['紅', 'M'], price: '100.00', stock: 5, picture: null },
    { values: ['藍', 'M'], price: '100.00', stock: 3, picture: PIC },
  ],
};

/** The editor as the goods drawer holds it: a form field with the drawer's rule. */
function Harness({ onSave }: { onSave: (value: SpecsValue) => void }) {
  const { t } = useTranslation();
  return (
    <Form initialValues={{ specsValue: stored }} onFinish={(v: { specsValue: SpecsValue }) => onSave(v.specsValue)}>
      <Form.Item name="specsValue" rules={[specsRule(t)]}>
        <SpecEditor defaultPrice="100.00" fbPercent={30} />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

function renderEditor() {
  const saved: SpecsValue[] = [];
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <Harness onSave={(v) => saved.push(v)} />
      </AntApp>
    </ConfigProvider>,
  );
  return saved;
}

/** The typing field of a dimension's options (antd puts the label on the select and on its input). */
const optionsOf = (index: number) => screen.getAllByLabelText(`規格 ${index} 選項`).find((e) => e.tagName === 'INPUT')!;
const addOption = (index: number, value: string) => {
  fireEvent.change(optionsOf(index), { target: { value } });
  fireEvent.keyDown(optionsOf(index), { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByText('save'));

describe('the spec editor', () => {
  it('edits two dimensions and, per combination, price (with its FB part), stock and picture', async () => {
    const saved = renderEditor();
    expect(screen.getByLabelText<HTMLInputElement>('規格 1 名稱').value).toBe('顏色');
    // A new option of the second dimension: two new combinations, starting from the goods' price.
    addOption(2, 'L');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('紅 / L 的售價').value).toBe('100.00'));
    type('紅 / L 的售價', '120');
    expect(screen.getByText('36.00')).toBeTruthy(); // 30 % of 120 UU may be paid in FB
    type('紅 / L 的庫存', '2');
    type('藍 / L 的庫存', '1');
    type('紅 / M 的庫存', '8');
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.specs).toEqual([
      { name: '顏色', values: ['紅', '藍'] },
      { name: '尺寸', values: ['M', 'L'] },
    ]);
    expect(saved[0]!.skus.map((k) => [k.values.join('/'), k.price, k.stock, k.picture])).toEqual([
      ['紅/M', '100.00', 8, null],
      ['紅/L', '120', 2, null],
      ['藍/M', '100.00', 3, PIC],
      ['藍/L', '100.00', 1, null],
    ]);
    // Removing a dimension leaves one combination per colour, keeping nothing of the removed size.
    fireEvent.click(screen.getByLabelText('刪除規格 2'));
    await waitFor(() => expect(screen.queryByLabelText('紅 / L 的售價')).toBeNull());
    expect(screen.getByLabelText('紅 的售價')).toBeTruthy();
  }, 150_000);

  it('refuses a combination without a price or stock, a dimension without a name or options, before saving', async () => {
    const saved = renderEditor();
    type('藍 / M 的售價', '');
    save();
    expect(await screen.findByText('請為每個組合填寫正確的售價', undefined, { timeout: 10_000 })).toBeTruthy();
    type('藍 / M 的售價', '99');
    addOption(2, 'S');
    type('紅 / S 的售價', '99');
    save();
    expect(await screen.findByText('每個組合的庫存須為 0 至 1,000,000 的整數', undefined, { timeout: 10_000 })).toBeTruthy();
    type('紅 / S 的庫存', '1');
    type('藍 / S 的庫存', '1');
    type('規格 1 名稱', ' ');
    save();
    expect(await screen.findByText('請填寫每個規格的名稱', undefined, { timeout: 10_000 })).toBeTruthy();
    type('規格 1 名稱', '尺寸');
    save();
    expect(await screen.findByText('兩個規格的名稱不可相同', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(saved).toEqual([]);
  }, 150_000);
});

describe('the stock a save sends', () => {
  const fresh = (stock: number): AdminGoods['skus'] => [{ id: 1, values: ['紅', 'M'], price: '1.00', stock, picture: null }];
  it('applies the change typed to the stock as it is now, so orders placed meanwhile keep their units', () => {
    const opened = [{ values: ['紅', 'M'], stock: 5, picture: null }];
    // 5 read, 8 typed (+3); one sold meanwhile (4 now): 7.
    expect(stockToSave({ values: ['紅', 'M'], stock: 8, picture: null }, opened, fresh(4))).toBe(7);
    // Taking away more than is left now stops at 0.
    expect(stockToSave({ values: ['紅', 'M'], stock: 0, picture: null }, opened, fresh(2))).toBe(0);
    // A new combination gets what was typed.
    expect(stockToSave({ values: ['藍', 'M'], stock: 6, picture: null }, opened, fresh(4))).toBe(6);
  });
});
