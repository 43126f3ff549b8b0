import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PinField, PinInput } from './pin-input';

function Controlled({ onFill }: { onFill: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return <PinInput value={value} onChange={setValue} onFill={onFill} aria-label="支付密碼" data-testid="pin" />;
}

describe('PinInput (issue 19 #12: one payment-password field everywhere)', () => {
  it('is one named input for the number pad, six digits at most, with the boxes hidden from screen readers', () => {
    render(<Controlled onFill={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('支付密碼');
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('password');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(6);
    expect(input.getAttribute('autocomplete')).toBe('off');
    // The only control inside the field: nothing focusable wraps it (axe's nested-interactive).
    const field = screen.getByTestId('pin');
    expect(field.querySelectorAll('input, button, [role], [tabindex]')).toHaveLength(1);
    const boxes = field.querySelector('[aria-hidden="true"]');
    expect(boxes?.children).toHaveLength(6);
  });

  it('keeps digits only, draws a dot per digit, and calls onFill once on the sixth', () => {
    const onFill = vi.fn();
    render(<Controlled onFill={onFill} />);
    const input = screen.getByLabelText<HTMLInputElement>('支付密碼');
    fireEvent.change(input, { target: { value: '1a2 3' } });
    expect(input.value).toBe('123');
    const boxes = screen.getByTestId('pin').querySelector('[aria-hidden="true"]')!;
    expect(boxes.querySelectorAll('[data-filled]')).toHaveLength(3);
    expect(onFill).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(input.value).toBe('123456');
    expect(onFill).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('in a form: a visible label names it, and the error is announced and describes it', () => {
    render(<PinField id="pay" label="新支付密碼" value="12" onChange={vi.fn()} error="支付密碼須為 6 位數字" />);
    const input = screen.getByLabelText('新支付密碼');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('pay-error');
    expect(screen.getByRole('alert').textContent).toBe('支付密碼須為 6 位數字');
  });
});
