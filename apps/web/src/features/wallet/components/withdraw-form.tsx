import { useMemo, useState } from 'react';
import { Link } from '@/lib/router';
import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';
import type { WithdrawBody, Withdrawal } from '@uu/contract/wallet';
import { paths } from '@/config/paths';
import { useBankCards } from '../api/get-bank-cards';
import { useEftAddresses } from '../api/list-eft-addresses';
import { useWithdraw } from '../api/withdraw';
import { useAmountInput } from '../hooks/use-amount-input';
import { usePaidOperation } from '../hooks/use-paid-operation';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney } from '../utils/money';
import { checkWithdrawAmount } from '../utils/rules';
import { AmountField } from './amount-field';
import { CurrencySwitch } from './currency-switch';
import { DestinationPicker, destinationKey, type Destination } from './destination-picker';
import { MoneyForm, type PaidFormProps } from './money-form';
import { OperationResult } from './operation-result';
import { PayConfirmSheet } from './pay-confirm-sheet';
import { SummaryRow } from './pay-password-sheet';
import { WithdrawalBreakdown } from './withdrawal-breakdown';
import styles from './wallet-form.module.css';

export type WithdrawCurrency = 'UU' | 'U';
const WITHDRAW_CURRENCIES: readonly WithdrawCurrency[] = ['UU', 'U'];

type Props = PaidFormProps & {
  initialCurrency?: WithdrawCurrency;
  /** Prefilled by an assistant's draft (issue 23): the member still picks the account and confirms with the payment password. */
  initialAmount?: string;
};

type Confirming = { cents: Cents; destination: Destination };

/**
 * Withdraw UU (split on approval: 1% fee, 33% to FB, 66% to U) or pay out U, to a bank card or a
 * wallet address (product.md "Withdraw", "Payout"). The breakdown is shown while the amount is
 * typed and again before the payment password.
 */
export function WithdrawForm({ wallet, initialCurrency = 'UU', initialAmount = '', canPay, onDone }: Props) {
  const { t } = useWalletTranslation();
  const [currency, setCurrency] = useState<WithdrawCurrency>(initialCurrency);
  const amount = useAmountInput(initialAmount);
  const [picked, setPicked] = useState<string | null>(null);
  const [destinationError, setDestinationError] = useState(false);
  const cards = useBankCards();
  const addresses = useEftAddresses();
  const withdraw = useWithdraw();
  const pay = usePaidOperation<Confirming, WithdrawBody, Withdrawal>({
    canPay,
    send: withdraw.mutateAsync,
    toBody: ({ cents, destination }, payPassword) => ({
      currency,
      amount: formatAmount(cents),
      destinationType: destination.type,
      destinationId: destination.id,
      payPassword,
    }),
  });

  const destinations = useMemo<Destination[]>(
    () => [
      ...(cards.data?.list ?? []).map((c) => ({
        type: 'bank' as const,
        id: c.id,
        title: c.bankName,
        detail: `${c.holder} · •••• ${c.last4}`,
        heldUntil: c.held ? c.availableAt : null,
      })),
      ...(addresses.data?.list ?? []).map((a) => ({
        type: 'eft' as const,
        id: a.id,
        title: a.label ? `${a.network} · ${a.label}` : a.network,
        detail: a.maskedAddress,
        heldUntil: a.held ? a.availableAt : null,
      })),
    ],
    [cards.data, addresses.data],
  );
  // The first usable one until the member picks another; a held one cannot be picked.
  const usable = destinations.filter((d) => d.heldUntil === null);
  const selectedKey = picked ?? (usable[0] ? destinationKey(usable[0]) : null);
  const selected = destinations.find((d) => destinationKey(d) === selectedKey) ?? null;
  const { withdrawal: limits } = wallet;
  const balance = wallet.balances[currency];
  const typedCents = parseAmount(amount.value) ?? 0;

  const submit = () => {
    const check = amount.check(checkWithdrawAmount(amount.value, balance, limits));
    setDestinationError(!selected);
    if (!check.ok || !selected) return;
    pay.ask({ cents: check.cents, destination: selected });
  };

  const { result } = pay;
  if (result) {
    return (
      <OperationResult
        status="waiting"
        title={t('wallet.withdraw.success')}
        description={t('wallet.withdraw.arrival')}
        onDone={onDone}
        onAgain={() => {
          pay.clearResult();
          amount.set('');
        }}
        extra={
          <Link
            className={styles.resultLink}
            to={paths.walletOperation.getHref({ type: 'withdrawals' })}
            data-testid="op-result-withdrawals"
          >
            {t('wallet.withdraw.viewList')}
          </Link>
        }
      >
        <SummaryRow label={t('wallet.withdraw.amount')} testId="op-result-amount">
          {displayMoney(result.amount)} {result.currency}
        </SummaryRow>
        <SummaryRow label={t('wallet.withdraw.destination')}>{result.destination}</SummaryRow>
        {result.currency === 'UU' && (
          <>
            <SummaryRow label={t('wallet.withdraw.fee')}>{displayMoney(result.fee)} UU</SummaryRow>
            <SummaryRow label={t('wallet.withdraw.toFb')}>{displayMoney(result.toFb)} FB</SummaryRow>
            <SummaryRow label={t('wallet.withdraw.toU')}>{displayMoney(result.toU)} U</SummaryRow>
          </>
        )}
        <SummaryRow label={t('wallet.withdraw.status')} strong testId="op-result-status">
          {t(`wallet.withdrawals.statuses.${result.status}`)}
        </SummaryRow>
      </OperationResult>
    );
  }

  return (
    <MoneyForm
      label={t('wallet.withdraw.title')}
      onSubmit={submit}
      submitText={t('wallet.withdraw.submit')}
      submitTestId="op-submit"
      sheet={
        <PayConfirmSheet operation={pay} title={t('wallet.withdraw.confirmTitle')}>
          {(confirming) => (
            <>
              <SummaryRow label={t('wallet.withdraw.amount')} testId="op-confirm-amount">
                {displayMoney(confirming.cents)} {currency}
              </SummaryRow>
              <SummaryRow label={t('wallet.withdraw.destination')}>
                {confirming.destination.title} {confirming.destination.detail}
              </SummaryRow>
              {currency === 'UU' && <WithdrawalBreakdown cents={confirming.cents} testId="op-confirm-breakdown" />}
            </>
          )}
        </PayConfirmSheet>
      }
    >
      <CurrencySwitch
        options={WITHDRAW_CURRENCIES}
        value={currency}
        onChange={(next) => {
          setCurrency(next);
          amount.clearError();
        }}
        label={t('wallet.withdraw.currency')}
        testIdPrefix="op-withdraw-currency"
        balances={wallet.balances}
      />

      <DestinationPicker
        destinations={destinations}
        selected={selectedKey}
        onSelect={(key) => {
          setPicked(key);
          setDestinationError(false);
        }}
        loading={cards.isPending || addresses.isPending}
      />
      {destinationError && destinations.length > 0 && (
        <p className={styles.fieldError} role="alert">
          {t('validation.destination')}
        </p>
      )}

      <AmountField
        {...amount.field}
        label={t('wallet.withdraw.amount')}
        placeholder={t('wallet.withdraw.amountPlaceholder')}
        decimals={0}
        unit={currency}
        extra={
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => amount.set(wholeHundreds(balance, limits.max))}
            data-testid="op-max"
          >
            {t('wallet.all')}
          </button>
        }
        data-testid="op-amount"
      />

      {currency === 'UU' ? (
        <WithdrawalBreakdown cents={typedCents} />
      ) : (
        <div className={styles.breakdown} data-testid="op-breakdown">
          <SummaryRow label={t('wallet.withdraw.payout')} strong testId="op-breakdown-u">
            {displayMoney(typedCents)} U
          </SummaryRow>
        </div>
      )}

      <ul className={styles.tips} data-testid="op-withdraw-tips">
        <li>{t('wallet.withdraw.tipHundreds', { currency })}</li>
        <li>{t('wallet.withdraw.tipLimits', { min: displayMoney(limits.min), max: displayMoney(limits.max) })}</li>
        {limits.dailyCount > 0 && (
          <li data-testid="op-withdraw-daily">{t('wallet.withdraw.tipDaily', { used: limits.usedToday, count: limits.dailyCount })}</li>
        )}
        {currency === 'UU' && <li>{t('wallet.withdraw.tipSplit')}</li>}
        <li>{t('wallet.withdraw.arrival')}</li>
      </ul>
    </MoneyForm>
  );
}

/** The most the member can withdraw at once: the balance, capped by the maximum, in whole hundreds. */
function wholeHundreds(balance: string, max: string): string {
  const cap = Math.min(parseAmount(balance) ?? 0, parseAmount(max) ?? 0);
  const hundreds = Math.floor(cap / 10_000) * 100;
  return hundreds > 0 ? String(hundreds) : '';
}
