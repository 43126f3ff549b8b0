import { useId, useRef, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { formatAmount, parseAmount, type Cents } from '@uu/contract/money';
import type { Recipient, TransferResult, Wallet } from '@uu/contract/wallet';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { findRecipient } from '../api/find-recipient';
import { useIdempotencyKeys } from '../hooks/use-idempotency-keys';
import { useTransfer, type TransferInput } from '../hooks/use-transfer';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, toCents } from '../utils/money';
import { checkTransferAmount, TRANSFER_CURRENCIES, transferTotal, type TransferCurrency } from '../utils/rules';
import { AmountField } from './amount-field';
import { CurrencySwitch } from './currency-switch';
import { OperationResult } from './operation-result';
import { PayPasswordSheet, SummaryRow } from './pay-password-sheet';
import { RecipientCard } from './recipient-card';
import styles from './wallet-form.module.css';

type Props = {
  wallet: Wallet;
  initialCurrency?: TransferCurrency;
  /** spec §6: false (and the set-it-first prompt shown) when the member has no payment password. */
  canPay: () => boolean;
  onDone: () => void;
};

type Confirming = { recipient: Recipient; cents: Cents };

/**
 * Transfer UU, KB or U to another member (product.md "Transfer"): the recipient by email, nickname,
 * phone or member number, looked up and shown before anything is confirmed; the amount (U in
 * multiples of 100; KB with its 10% fee on top); then the payment password.
 */
export function TransferForm({ wallet, initialCurrency = 'UU', canPay, onDone }: Props) {
  const { t } = useWalletTranslation();
  const id = useId();
  const [currency, setCurrency] = useState<TransferCurrency>(initialCurrency);
  const [account, setAccount] = useState('');
  const [found, setFound] = useState<{ account: string; recipient: Recipient } | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const transfer = useTransfer();
  const keys = useIdempotencyKeys();
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

  const amountCheck = () => {
    const check = checkTransferAmount(amount, currency, balance);
    setAmountError(check.ok ? null : t(check.error, check.params));
    return check;
  };

  const submit = async () => {
    const check = amountCheck();
    const who = await lookup();
    if (!who || !check.ok || !canPay()) return;
    setConfirming({ recipient: who, cents: check.cents });
  };

  const confirm = async (payPassword: string) => {
    if (!confirming) return;
    const input: TransferInput = { currency, to: confirming.recipient.memberNo, amount: formatAmount(confirming.cents), payPassword };
    const key = keys.for(input);
    try {
      const done = await transfer.mutateAsync({ input, key });
      keys.settle();
      setConfirming(null);
      setResult(done);
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };

  const again = () => {
    setResult(null);
    setAmount('');
    setAmountError(null);
  };

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
  const fees = transferTotal(currency, parseAmount(amount) ?? 0);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('wallet.transfer.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CurrencySwitch
        options={TRANSFER_CURRENCIES}
        value={currency}
        onChange={(next) => {
          setCurrency(next);
          setAmountError(null);
        }}
        label={t('wallet.transfer.currency')}
        testIdPrefix="op-transfer-currency"
        describe={(c) => t('wallet.available', { amount: displayMoney(wallet.balances[c]) })}
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
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        label={t('wallet.transfer.amount')}
        placeholder={t(currency === 'U' ? 'wallet.transfer.amountHundreds' : 'wallet.transfer.amountPlaceholder')}
        decimals={currency === 'U' ? 0 : 2}
        unit={currency}
        error={amountError}
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

      <Button type="submit" block color="primary" shape="rounded" size="large" className={styles.submit} loading={looking} data-testid="op-submit">
        {t('wallet.transfer.submit')}
      </Button>

      <PayPasswordSheet visible={confirming !== null} title={t('wallet.transfer.confirmTitle')} onClose={() => setConfirming(null)} onConfirm={confirm}>
        {confirming && (
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
      </PayPasswordSheet>
    </form>
  );
}
