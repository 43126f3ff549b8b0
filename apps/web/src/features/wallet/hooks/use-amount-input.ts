import { useState } from 'react';
import type { AmountCheck } from '../utils/rules';
import { useWalletTranslation } from './use-wallet-translation';

/** The amount a money form asks for (`initial`: prefilled, e.g. by an assistant's draft), and the error shown under it (AmountField's value, onChange and error). */
export function useAmountInput(initial = '') {
  const { t } = useWalletTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  /** What the member typed or picked: a new amount drops the previous error. */
  const change = (next: string) => {
    setValue(next);
    setError(null);
  };
  return {
    value,
    /** Spread on AmountField. */
    field: { value, onChange: change, error },
    change,
    /** The amount alone, the error left as it is. */
    set: setValue,
    clearError: () => setError(null),
    /** A rule's verdict (utils/rules), shown under the field when it refuses; answered as is. */
    check: (check: AmountCheck): AmountCheck => {
      setError(check.ok ? null : t(check.error, check.params));
      return check;
    },
  };
}
