import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { BankcardOutline, UserOutline } from 'antd-mobile-icons';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bankCardBodySchema, type BankCard } from '@uu/contract/wallet';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { useAddBankCard } from '../api/add-bank-card';
import { useUpdateBankCard } from '../api/update-bank-card';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { groupCardNumber } from '../utils/money';
import styles from './wallet-form.module.css';

/**
 * The contract's card, except that the branch field always holds text (empty when none) where the
 * call's is optional; the same rule otherwise (at most 60, empty means none).
 */
const bankCardFormSchema = bankCardBodySchema.extend({
  branch: z.string().trim().max(60).transform((v) => (v ? v : null)),
});
type Values = z.input<typeof bankCardFormSchema>;
type Output = z.output<typeof bankCardFormSchema>;

type Props = {
  /** The card being changed; none to add one. */
  card?: BankCard;
  onSaved: () => void;
};

/**
 * Add or change a bank card: holder, bank, branch (optional) and the number, grouped in fours while
 * typed. The full number never comes back from the server (masked), so a change asks for it again.
 */
export function BankCardForm({ card, onSaved }: Props) {
  const { t } = useWalletTranslation();
  const id = useId();
  const add = useAddBankCard();
  const update = useUpdateBankCard();
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(bankCardFormSchema),
    defaultValues: { holder: card?.holder ?? '', bankName: card?.bankName ?? '', branch: card?.branch ?? '', cardNumber: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, branch: values.branch ?? undefined };
    try {
      if (card) await update.mutateAsync({ ...body, id: card.id });
      else await add.mutateAsync(body);
    } catch {
      return; // the API client told the member why
    }
    showToast(t(card ? 'wallet.bankCards.updated' : 'wallet.bankCards.added'), 'success');
    onSaved();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t(card ? 'wallet.bankCards.edit' : 'wallet.bankCards.add')}>
      <TextField
        control={control}
        name="holder"
        id={`${id}-holder`}
        label={t('wallet.bankCards.holder')}
        icon={<UserOutline />}
        placeholder={t('wallet.bankCards.holderPlaceholder')}
        maxLength={60}
        autoComplete="cc-name"
        data-testid="bankcard-holder"
      />
      <TextField
        control={control}
        name="bankName"
        id={`${id}-bank`}
        label={t('wallet.bankCards.bank')}
        icon={<BankcardOutline />}
        placeholder={t('wallet.bankCards.bankPlaceholder')}
        maxLength={60}
        data-testid="bankcard-bank"
      />
      <TextField
        control={control}
        name="branch"
        id={`${id}-branch`}
        label={t('wallet.bankCards.branch')}
        placeholder={t('wallet.bankCards.branchPlaceholder')}
        maxLength={60}
        data-testid="bankcard-branch"
      />
      <TextField
        control={control}
        name="cardNumber"
        id={`${id}-number`}
        label={t('wallet.bankCards.number')}
        placeholder={t('wallet.bankCards.numberPlaceholder')}
        hint={card ? t('wallet.bankCards.numberAgain', { masked: card.maskedNumber }) : undefined}
        inputMode="numeric"
        autoComplete="cc-number"
        transform={groupCardNumber}
        // 30 digits and their spaces.
        maxLength={37}
        data-testid="bankcard-number"
      />
      <SubmitButton className={styles.submit} pending={add.isPending || update.isPending} pendingText={t('wallet.bankCards.saving')} data-testid="bankcard-submit">
        {t('wallet.bankCards.save')}
      </SubmitButton>
    </form>
  );
}
