import { useId, useState, type ReactNode } from 'react';
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
import { PayPasswordSheet } from './pay-password-sheet';
import styles from './wallet-form.module.css';

/**
 * The contract's card, except that the branch field always holds text (empty when none) where the
 * call's is optional; the same rule otherwise (at most 60, empty means none).
 */
const bankCardFormSchema = bankCardBodySchema.extend({
  branch: z
    .string()
    .trim()
    .max(60)
    .transform((v) => (v ? v : null)),
});
type Values = z.input<typeof bankCardFormSchema>;
type Output = z.output<typeof bankCardFormSchema>;

/** The fields a card is named by, in their order; the number follows them, with its own rules. */
const NAME_FIELDS: readonly {
  name: 'holder' | 'bankName' | 'branch';
  id: string;
  label: string;
  placeholder: string;
  icon?: ReactNode;
  autoComplete?: string;
  testId: string;
}[] = [
  {
    name: 'holder',
    id: 'holder',
    label: 'wallet.bankCards.holder',
    placeholder: 'wallet.bankCards.holderPlaceholder',
    icon: <UserOutline />,
    autoComplete: 'cc-name',
    testId: 'bankcard-holder',
  },
  {
    name: 'bankName',
    id: 'bank',
    label: 'wallet.bankCards.bank',
    placeholder: 'wallet.bankCards.bankPlaceholder',
    icon: <BankcardOutline />,
    testId: 'bankcard-bank',
  },
  {
    name: 'branch',
    id: 'branch',
    label: 'wallet.bankCards.branch',
    placeholder: 'wallet.bankCards.branchPlaceholder',
    testId: 'bankcard-branch',
  },
];

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

  // The checked card waits here while the member steps up with the payment password (issue 18).
  const [confirming, setConfirming] = useState<Output | null>(null);
  const onSubmit = handleSubmit((values) => setConfirming(values));
  /** Rejects when the call failed (the API client told the member why): the sheet clears the digits. */
  const save = async (payPassword: string) => {
    if (!confirming) return;
    const body = { ...confirming, branch: confirming.branch ?? undefined, payPassword };
    if (card) await update.mutateAsync({ ...body, id: card.id });
    else await add.mutateAsync(body);
    setConfirming(null);
    showToast(t(card ? 'wallet.bankCards.updated' : 'wallet.bankCards.added'), 'success');
    onSaved();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t(card ? 'wallet.bankCards.edit' : 'wallet.bankCards.add')}>
      {NAME_FIELDS.map((field) => (
        <TextField
          key={field.name}
          control={control}
          name={field.name}
          id={`${id}-${field.id}`}
          label={t(field.label)}
          icon={field.icon}
          placeholder={t(field.placeholder)}
          maxLength={60}
          autoComplete={field.autoComplete}
          data-testid={field.testId}
        />
      ))}
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
      <SubmitButton
        className={styles.submit}
        pending={add.isPending || update.isPending}
        pendingText={t('wallet.bankCards.saving')}
        data-testid="bankcard-submit"
      >
        {t('wallet.bankCards.save')}
      </SubmitButton>
      <PayPasswordSheet visible={confirming !== null} title={t('wallet.stepUp.title')} onClose={() => setConfirming(null)} onConfirm={save}>
        <p data-testid="stepup-note">{t('wallet.stepUp.note')}</p>
      </PayPasswordSheet>
    </form>
  );
}
