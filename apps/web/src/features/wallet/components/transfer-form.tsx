import { useId, useRef, useState } from 'react';
import { Input } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';
import type { Recipient, TransferResult } from '@uu/contract/wallet';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { findRecipient } from '../api/find-recipient';
import { useAmountInput } from '../hooks/use-amount-input';
import { usePaidOperation } from '../hooks/use-paid-operation';
import { useTransfer, type TransferInput } from '../hooks/use-transfer';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, toCents } from '../utils/money';
import { checkTransferAmount, TRANSFER_CURRENCIES, transferTotal, type TransferCurrency } from '../utils/rules';
import { AmountField } from './amount-field';
import { CurrencySwitch } from './currency-switch';
import { MoneyForm, type PaidFormProps } from './money-form';
import { OperationResult } from './operation-result';
import { PayConfirmSheet } from './pay-confirm-sheet';
import { SummaryRow } from './pay-password-sheet';
import { RecipientCard } from './recipient-card';
import styles from './wallet-form.module.css';

type Props = PaidFormProps & {
  initialCurrency?: TransferCurrency;
  /** Prefilled by an assistant's draft (issue 23): the member still checks and confirms with the payment password. */
  initialAmount?: string;
  initialAccount?: string;
};

type Confirming = { recipient: Recipient; cents: Cents };

/**
 * Transfer UU, KB or U to another member (product.md "Transfer"): the recipient by email, nickname,
 * phone or member number, looked up and shown before anything is confirmed; the amount (U in
 * multiples of 100; KB with its 10% fee on top); then the payment password.
 */
export function TransferForm({ wallet, initialCurrency = 'UU', initialAmount = '', initialAccount = '', canPay, onDone }: Props) {
  const { t } = useWalletTranslation();
  const id = useId();
  const [currency, setCurrency] = useState<TransferCurrency>(initialCurrency);
  const [account, setAccount] = useState(initialAccount);
  const [found, setFound] = useState<{ account: string; recipient: Recipient } | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const amount = useAmountInput(initialAmount);
  const transfer = useTransfer();
  const pay = usePaidOperation<Confirming, TransferInput, TransferResult>({
    canPay,
    send: transfer.mutateAsync,
    toBody: ({ recipient, cents }, payPassword) => ({ currency, to: recipient.memberNo, amount: formatAmount(cents), payPassword }),
  });
  // The lookup under way: leaving the field starts one, and the submit button must not start a second.
  const inFlight = useRef<{ account: string; promise: Promise<Recipient | null> } | null>(null);

  const typed = account.trim();
  // The card belongs to what was looked up: once the field changes, it is not shown as the recipient.
  const recipient = found && found.account === typed ? found.recipient : null;
  const balance = wallet.balances[currency];

  const lookup = (): Promise<Recipient | null> => {
    if (!typed) {
      setLookupError(t('validation.recipientRequired'));
      return Promise.resolve(null);
    }
    if (recipient) return Promise.resolve(recipient);
    if (inFlight.current?.account === typed) return inFlight.current.promise;
    const promise = resolve(typed);
    inFlight.current = { account: typed, promise };
    return promise;
  };

  const resolve = async (wanted: string): Promise<Recipient | null> => {
    setLooking(true);
    try {
      const who = await findRecipient(wanted);
      setFound({ account: wanted, recipient: who });
      setLookupError(null);
      return who;
    } catch (error) {
      setFound(null);
      // 'transfer user not found' (spec §8), not oneself, or why the lookup could not run.
      if (error instanceof ApiError && error.code !== ApiError.ABORTED) setLookupError(error.msg);
      return null;
    } finally {
      if (inFlight.current?.account === wanted) inFlight.current = null;
      setLooking(false);
    }
  };

  const submit = async () => {
    const check = amount.check(checkTransferAmount(amount.value, currency, balance));
    const who = await lookup();
    if (!who || !check.ok) return;
    pay.ask({ recipient: who, cents: check.cents });
  };

  const again = () => {
    pay.clearResult();
    amount.change('');
  };

  const { result } = pay;
  if (result) {
    return (
      <OperationResult title={t('wallet.transfer.success')} onDone={onDone} onAgain={again}>
        <SummaryRow label={t('wallet.transfer.to')}>
          {result.to.nickname} ({result.to.memberNo})
        </SummaryRow>
        <SummaryRow label={t('wallet.transfer.amount')} testId="op-result-amount">
          {displayMoney(result.amount)} {result.currency}
        </SummaryRow>
        {toCents(result.fee) > 0 && (
          <SummaryRow label={t('wallet.transfer.fee')}>
            {displayMoney(result.fee)} {result.currency}
          </SummaryRow>
        )}
        <SummaryRow label={t('wallet.result.balance', { currency: result.currency })} strong testId="op-result-balance">
          {displayMoney(result.balance)}
        </SummaryRow>
      </OperationResult>
    );
  }

  // Shown while typing, whether or not the balance covers it: the member sees what it would cost.
  const fees = transferTotal(currency, parseAmount(amount.value) ?? 0);

  return (
    <MoneyForm
      label={t('wallet.transfer.title')}
      onSubmit={submit}
      submitText={t('wallet.transfer.submit')}
      submitTestId="op-submit"
      pending={looking}
      sheet={
        <PayConfirmSheet operation={pay} title={t('wallet.transfer.confirmTitle')}>
          {(confirming) => (
            <>
              <RecipientCard recipient={confirming.recipient} testId="op-confirm-recipient" />
              <SummaryRow label={t('wallet.transfer.amount')} testId="op-confirm-amount">
                {displayMoney(confirming.cents)} {currency}
              </SummaryRow>
              {currency === 'KB' && (
                <>
                  <SummaryRow label={t('wallet.transfer.fee')}>{displayMoney(transferTotal('KB', confirming.cents).fee)} KB</SummaryRow>
                  <SummaryRow label={t('wallet.transfer.total')} strong>
                    {displayMoney(transferTotal('KB', confirming.cents).total)} KB
                  </SummaryRow>
                </>
              )}
            </>
          )}
        </PayConfirmSheet>
      }
    >
      <CurrencySwitch
        options={TRANSFER_CURRENCIES}
        value={currency}
        onChange={(next) => {
          setCurrency(next);
          amount.clearError();
        }}
        label={t('wallet.transfer.currency')}
        testIdPrefix="op-transfer-currency"
        balances={wallet.balances}
      />

      <FormField
        label={t('wallet.transfer.recipient')}
        htmlFor={`${id}-recipient`}
        icon={<UserOutline />}
        error={lookupError ?? undefined}
        extra={
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => void lookup()}
            disabled={looking}
            data-testid="op-recipient-lookup"
          >
            {looking ? t('wallet.transfer.looking') : t('wallet.transfer.lookup')}
          </button>
        }
      >
        <Input
          id={`${id}-recipient`}
          value={account}
          onChange={(value) => {
            setAccount(value);
            setLookupError(null);
          }}
          onBlur={() => {
            if (typed && !recipient && !looking) void lookup();
          }}
          placeholder={t('wallet.transfer.recipientPlaceholder')}
          autoComplete="off"
          maxLength={254}
          clearable
          data-testid="op-recipient"
        />
      </FormField>
      {recipient && <RecipientCard recipient={recipient} />}

      <AmountField
        {...amount.field}
        label={t('wallet.transfer.amount')}
        placeholder={t(currency === 'U' ? 'wallet.transfer.amountHundreds' : 'wallet.transfer.amountPlaceholder')}
        decimals={currency === 'U' ? 0 : 2}
        unit={currency}
        hint={t(currency === 'KB' ? 'wallet.transfer.kbFeeTip' : currency === 'U' ? 'wallet.transfer.uTip' : 'wallet.transfer.freeTip')}
        data-testid="op-amount"
      />

      {currency === 'KB' && (
        <div className={styles.breakdown} data-testid="op-fee-breakdown">
          <SummaryRow label={t('wallet.transfer.fee')} testId="op-fee">
            {displayMoney(fees.fee)} KB
          </SummaryRow>
          <SummaryRow label={t('wallet.transfer.total')} strong testId="op-total">
            {displayMoney(fees.total)} KB
          </SummaryRow>
        </div>
      )}
    </MoneyForm>
  );
}
