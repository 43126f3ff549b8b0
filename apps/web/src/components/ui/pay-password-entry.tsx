import { useRef, useState } from 'react';
import { Limits } from '@uu/contract/limits';
import { sha256Hex } from '@/lib/hash';
import { PinInput } from './pin-input';

/**
 * The 6-digit payment password of a paying sheet (spec §5, §9), shared by the wallet's
 * confirmation sheet, the orders' pay sheet, the packages' buy sheet and the contact change; each
 * lays out its own sheet and texts. Only lazy feature screens import it, so the first route does
 * not carry it.
 *
 * The call goes out as soon as the sixth digit is typed, with the SHA-256 of the digits (hashed
 * like every password, product.md). When `onConfirm` rejects (the API client has shown why), the
 * digits are cleared for another try.
 */
export function usePayPasswordEntry(onConfirm: (payPassword: string) => Promise<void>, options: { clearOnSuccess?: boolean } = {}) {
  const [digits, setDigits] = useState('');
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const confirm = async (value: string) => {
    if (pending || value.length !== Limits.payPasswordLength) return;
    setPending(true);
    try {
      await onConfirm(await sha256Hex(value));
      if (options.clearOnSuccess) setDigits('');
    } catch {
      setDigits('');
      input.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return { digits, setDigits, pending, input, confirm, focus: () => input.current?.focus(), clear: () => setDigits('') };
}

export type PayPasswordEntry = ReturnType<typeof usePayPasswordEntry>;

/** The PIN field of `entry`, named by the element `labelledBy` (the sheet's "enter the payment password"). */
export function PayPasswordInput({ entry, labelledBy, testId }: { entry: PayPasswordEntry; labelledBy: string; testId: string }) {
  const { input, digits, setDigits, confirm } = entry;
  return (
    <PinInput
      ref={input}
      value={digits}
      onChange={setDigits}
      onFill={(value) => void confirm(value)}
      aria-labelledby={labelledBy}
      data-testid={testId}
    />
  );
}
