import { useState } from 'react';
import { Button } from 'antd-mobile';
import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';
import type { ExchangeResult, Wallet } from '@uu/contract/wallet';
import { exchangeCost } from '@uu/domain/wallet-rules';
import { useExchangeCrc } from '../api/exchange-crc';
import { useIdempotencyKeys } from '../hooks/use-idempotency-keys';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, toCents } from '../utils/money';
import { checkExchangeAmount } from '../utils/rules';
import { AmountField } from './amount-field';
import { OperationResult } from './operation-result';
import { PayPasswordSheet, SummaryRow } from './pay-password-sheet';
import styles from './wallet-form.module.css';

type Props = {
  wallet: Wallet;
  canPay: () => boolean;
  onDone: () => void;
};

/**
 * UU to CRC at the platform rate (product.md "Exchange"): the member types the CRC wanted (at least
 * 0.01, at most what the UU balance buys) and sees its cost in UU, rounded up as the server rounds.
 */
export function ExchangeForm({ wallet, canPay, onDone }: Props) {
  const { t } = useWalletTranslation();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Cents | null>(null);
  const [result, setResult] = useState<ExchangeResult | null>(null);
  const exchange = useExchangeCrc();
  const keys = useIdempotencyKeys();

  const rate = wallet.crcRate;
  const rateCents = toCents(rate);
  const cost = (crc: Cents) => (rateCents > 0 ? exchangeCost(crc, rateCents) : 0);

  const submit = () => {
    const check = checkExchangeAmount(amount, wallet.exchangeableCrc);
    setAmountError(check.ok ? null : t(check.error, check.params));
    if (!check.ok || !canPay()) return;
    setConfirming(check.cents);
  };

  const confirm = async (payPassword: string) => {
    if (confirming === null) return;
    const body = { amount: formatAmount(confirming), payPassword };
    const key = keys.for(body);
    try {
      const done = await exchange.mutateAsync({ body, key });
      keys.settle();
      setConfirming(null);
      setResult(done);
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };

  if (result) {
    return (
      <OperationResult
        title={t('wallet.exchange.success')}
        onDone={onDone}
        onAgain={() => {
          setResult(null);
          setAmount('');
        }}
      >
        <SummaryRow label={t('wallet.exchange.got')} testId="op-result-amount">
          {displayMoney(result.crc)} CRC
        </SummaryRow>
        <SummaryRow label={t('wallet.exchange.cost')}>{displayMoney(result.uuCost)} UU</SummaryRow>
        <SummaryRow label={t('wallet.exchange.rate')}>{t('wallet.exchange.rateValue', { rate: result.rate })}</SummaryRow>
        <SummaryRow label={t('wallet.result.balance', { currency: 'CRC' })} strong testId="op-result-balance">
          {displayMoney(result.balances.CRC)}
        </SummaryRow>
        <SummaryRow label={t('wallet.result.balance', { currency: 'UU' })}>{displayMoney(result.balances.UU)}</SummaryRow>
      </OperationResult>
    );
  }

  if (rate === null) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="alert" data-testid="op-rate">
          {t('wallet.exchange.noRate')}
        </p>
      </div>
    );
  }

  const typed = parseAmount(amount) ?? 0;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('wallet.exchange.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.breakdown}>
        <SummaryRow label={t('wallet.exchange.rate')} testId="op-rate">
          {t('wallet.exchange.rateValue', { rate })}
        </SummaryRow>
        <SummaryRow label={t('wallet.exchange.uuBalance')}>{displayMoney(wallet.balances.UU)} UU</SummaryRow>
        <SummaryRow label={t('wallet.exchange.exchangeable')} testId="op-exchangeable">
          {displayMoney(wallet.exchangeableCrc)} CRC
        </SummaryRow>
      </div>

      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        label={t('wallet.exchange.amount')}
        placeholder={t('wallet.exchange.amountPlaceholder')}
        decimals={2}
        unit="CRC"
        error={amountError}
        extra={
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => {
              setAmount(toCents(wallet.exchangeableCrc) > 0 ? formatAmount(toCents(wallet.exchangeableCrc)) : '');
              setAmountError(null);
            }}
            data-testid="op-max"
          >
            {t('wallet.exchange.max')}
          </button>
        }
        data-testid="op-amount"
      />

      <div className={styles.breakdown}>
        <SummaryRow label={t('wallet.exchange.cost')} strong testId="op-cost">
          {displayMoney(cost(typed))} UU
        </SummaryRow>
      </div>

      <ul className={styles.tips}>
        <li>{t('wallet.exchange.tipMin')}</li>
        <li>{t('wallet.exchange.tipRounding')}</li>
      </ul>

      <Button type="submit" block color="primary" shape="rounded" size="large" className={styles.submit} data-testid="op-submit">
        {t('wallet.exchange.submit')}
      </Button>

      <PayPasswordSheet visible={confirming !== null} title={t('wallet.exchange.confirmTitle')} onClose={() => setConfirming(null)} onConfirm={confirm}>
        {confirming !== null && (
          <>
            <SummaryRow label={t('wallet.exchange.amount')} testId="op-confirm-amount">
              {displayMoney(confirming)} CRC
            </SummaryRow>
            <SummaryRow label={t('wallet.exchange.cost')} strong>
              {displayMoney(cost(confirming))} UU
            </SummaryRow>
          </>
        )}
      </PayPasswordSheet>
    </form>
  );
}
