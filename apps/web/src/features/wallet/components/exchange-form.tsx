import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';
import type { ExchangeCrcBody, ExchangeResult } from '@uu/contract/wallet';
import { exchangeCost } from '@uu/domain/wallet-rules';
import { useExchangeCrc } from '../api/exchange-crc';
import { useAmountInput } from '../hooks/use-amount-input';
import { usePaidOperation } from '../hooks/use-paid-operation';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, toCents } from '../utils/money';
import { checkExchangeAmount } from '../utils/rules';
import { AmountField } from './amount-field';
import { MoneyForm, type PaidFormProps } from './money-form';
import { OperationResult } from './operation-result';
import { PayConfirmSheet } from './pay-confirm-sheet';
import { SummaryRow } from './pay-password-sheet';
import styles from './wallet-form.module.css';

/**
 * UU to CRC at the platform rate (product.md "Exchange"): the member types the CRC wanted (at least
 * 0.01, at most what the UU balance buys) and sees its cost in UU, rounded up as the server rounds.
 */
export function ExchangeForm({ wallet, canPay, onDone }: PaidFormProps) {
  const { t } = useWalletTranslation();
  const amount = useAmountInput();
  const exchange = useExchangeCrc();
  const pay = usePaidOperation<Cents, ExchangeCrcBody, ExchangeResult>({
    canPay,
    send: exchange.mutateAsync,
    toBody: (crc, payPassword) => ({ amount: formatAmount(crc), payPassword }),
  });

  const rate = wallet.crcRate;
  const rateCents = toCents(rate);
  const cost = (crc: Cents) => (rateCents > 0 ? exchangeCost(crc, rateCents) : 0);

  const submit = () => {
    const check = amount.check(checkExchangeAmount(amount.value, wallet.exchangeableCrc));
    if (!check.ok) return;
    pay.ask(check.cents);
  };

  const { result } = pay;
  if (result) {
    return (
      <OperationResult
        title={t('wallet.exchange.success')}
        onDone={onDone}
        onAgain={() => {
          pay.clearResult();
          amount.set('');
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

  const typed = parseAmount(amount.value) ?? 0;

  return (
    <MoneyForm
      label={t('wallet.exchange.title')}
      onSubmit={submit}
      submitText={t('wallet.exchange.submit')}
      submitTestId="op-submit"
      sheet={
        <PayConfirmSheet operation={pay} title={t('wallet.exchange.confirmTitle')}>
          {(confirming) => (
            <>
              <SummaryRow label={t('wallet.exchange.amount')} testId="op-confirm-amount">
                {displayMoney(confirming)} CRC
              </SummaryRow>
              <SummaryRow label={t('wallet.exchange.cost')} strong>
                {displayMoney(cost(confirming))} UU
              </SummaryRow>
            </>
          )}
        </PayConfirmSheet>
      }
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
        {...amount.field}
        label={t('wallet.exchange.amount')}
        placeholder={t('wallet.exchange.amountPlaceholder')}
        decimals={2}
        unit="CRC"
        extra={
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => amount.change(toCents(wallet.exchangeableCrc) > 0 ? formatAmount(toCents(wallet.exchangeableCrc)) : '')}
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
    </MoneyForm>
  );
}
