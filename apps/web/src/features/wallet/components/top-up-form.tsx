import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { formatAmount } from '@uu/contract/money';
import type { TopUp, TopUpChannel } from '@uu/contract/wallet';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { fileUrl } from '@/lib/files';
import { useCreateTopUp } from '../api/create-top-up';
import { useTopUpChannels } from '../api/get-top-up-channels';
import { useAmountInput } from '../hooks/use-amount-input';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney } from '../utils/money';
import { checkTopUpAmount } from '../utils/rules';
import { AmountField } from './amount-field';
import { MoneyForm } from './money-form';
import { SummaryRow } from './pay-password-sheet';
import { TopUpBonusTiers } from './top-up-bonus-tiers';
import styles from './wallet-form.module.css';

/** Amounts a member picks with one tap: multiples of 100 (spec §5). */
export const QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;

type Props = {
  /**
   * The proof's image picker (features/uploads, composed by the screen): it checks the 1 MB limit
   * (spec §5 "Images"), uploads, and hands over the stored file's `/files/<name>` path.
   */
  renderProofPicker: (onUploaded: (path: string) => void, children: ReactNode) => ReactNode;
};

/**
 * Top up (product.md): an amount in multiples of 100, the channel the money is sent through (its
 * account shown with a copy button), and the payment proof; an operator then approves (UU 1:1)
 * or rejects it.
 */
export function TopUpForm({ renderProofPicker }: Props) {
  const { t } = useWalletTranslation();
  const channels = useTopUpChannels();
  const create = useCreateTopUp();
  const send = useIdempotentCall(create.mutateAsync);
  const amount = useAmountInput();
  const [channel, setChannel] = useState<string | null>(null);
  const [proof, setProof] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ channel?: boolean; proof?: boolean }>({});
  const [sent, setSent] = useState<TopUp | null>(null);
  const list = channels.data?.list ?? [];

  const submit = async () => {
    const check = amount.check(checkTopUpAmount(amount.value));
    const chosen = list.find((c) => c.id === channel);
    setErrors({ channel: !chosen, proof: !proof });
    if (!check.ok || !chosen || !proof) return;
    try {
      setSent(await send({ amount: formatAmount(check.cents), channel: chosen.id, proof }));
      amount.set('');
      setProof(null);
    } catch {
      // The API client told the member why; the key is kept if the top-up may have been made.
    }
  };

  if (sent) {
    return (
      <section className={styles.form} data-testid="topup-success" aria-live="polite">
        <h3 className={styles.sectionTitle}>{t('wallet.topUp.sent')}</h3>
        <p className={styles.lead}>{t('wallet.topUp.sentHint')}</p>
        <SummaryRow label={t('wallet.topUp.amount')}>{displayMoney(sent.amount)} UU</SummaryRow>
        <SummaryRow label={t('wallet.topUp.channel')}>{sent.channelName}</SummaryRow>
        <Button block shape="rounded" size="large" className={styles.secondary} onClick={() => setSent(null)} data-testid="topup-again">
          {t('wallet.topUp.again')}
        </Button>
      </section>
    );
  }

  return (
    <MoneyForm
      label={t('wallet.topUp.title')}
      onSubmit={submit}
      submitText={t('wallet.topUp.submit')}
      submitTestId="topup-submit"
      pending={create.isPending}
    >
      <AmountField
        {...amount.field}
        label={t('wallet.topUp.amount')}
        placeholder={t('wallet.topUp.amountPlaceholder')}
        decimals={0}
        unit="UU"
        data-testid="topup-amount"
      />
      <div className={styles.quick}>
        {QUICK_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.quickButton}
            data-active={amount.value === String(value) || undefined}
            onClick={() => amount.change(String(value))}
            data-testid={`topup-quick-${value}`}
          >
            {displayMoney(value * 100).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <TopUpBonusTiers tiers={channels.data?.bonusTiers ?? []} amount={amount.value} />

      <h3 className={styles.sectionTitle}>{t('wallet.topUp.channel')}</h3>
      {channels.isSuccess && list.length === 0 ? (
        <p className={styles.notice} data-testid="topup-no-channel">
          {t('wallet.topUp.noChannel')}
        </p>
      ) : (
        <div role="radiogroup" aria-label={t('wallet.topUp.channel')} className={styles.destinationList}>
          {list.map((c) => (
            <ChannelCard
              key={c.id}
              channel={c}
              active={c.id === channel}
              onSelect={() => {
                setChannel(c.id);
                setErrors((e) => ({ ...e, channel: false }));
              }}
            />
          ))}
        </div>
      )}
      {errors.channel && list.length > 0 && (
        <p className={styles.fieldError} role="alert">
          {t('validation.channel')}
        </p>
      )}

      <h3 className={styles.sectionTitle}>{t('wallet.topUp.proof')}</h3>
      <p className={styles.lead}>{t('wallet.topUp.proofHint')}</p>
      {renderProofPicker(
        (path) => {
          setProof(path);
          setErrors((e) => ({ ...e, proof: false }));
        },
        proof ? (
          <img className={styles.proofImage} src={fileUrl(proof)} alt={t('wallet.topUp.proof')} data-testid="topup-proof-preview" />
        ) : (
          <span className={styles.proofEmpty}>
            <AddOutline fontSize={28} />
            <span>{t('wallet.topUp.pickProof')}</span>
          </span>
        ),
      )}
      {errors.proof && (
        <p className={styles.fieldError} role="alert">
          {t('validation.proofRequired')}
        </p>
      )}
    </MoneyForm>
  );
}

function ChannelCard({ channel, active, onSelect }: { channel: TopUpChannel; active: boolean; onSelect: () => void }) {
  const { t } = useWalletTranslation();
  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast(t(copied ? 'common.copied' : 'common.copyFailed'), copied ? 'success' : undefined);
  };
  return (
    // The card's head is the radio (a control of its own); the copy buttons beside it are not inside it.
    // A tap anywhere on the card still chooses it.
    <div className={styles.channel} data-active={active || undefined} onClick={onSelect} data-testid={`topup-channel-${channel.id}`}>
      <button type="button" role="radio" aria-checked={active} className={styles.channelHead} onClick={onSelect}>
        <span className={styles.destinationKind}>{t(`wallet.topUp.kinds.${channel.kind}`)}</span>
        <span className={styles.destinationTitle}>{channel.name}</span>
        {active && <CheckCircleFill className={styles.destinationCheck} />}
      </button>
      <div className={styles.channelLine}>
        <span className={styles.rowLabel}>{t('wallet.topUp.account')}</span>
        <span className={styles.channelValue}>{channel.account}</span>
        <button
          type="button"
          className={styles.copy}
          onClick={(event) => {
            event.stopPropagation();
            void copy(channel.account);
          }}
          aria-label={t('wallet.topUp.copyAccount')}
        >
          {t('common.copy')}
        </button>
      </div>
      {channel.holder && (
        <div className={styles.channelLine}>
          <span className={styles.rowLabel}>{t('wallet.topUp.holder')}</span>
          <span className={styles.channelValue}>{channel.holder}</span>
          <button
            type="button"
            className={styles.copy}
            onClick={(event) => {
              event.stopPropagation();
              void copy(channel.holder ?? '');
            }}
            aria-label={t('wallet.topUp.copyHolder')}
          >
            {t('common.copy')}
          </button>
        </div>
      )}
      {channel.note && <p className={styles.channelNote}>{channel.note}</p>}
    </div>
  );
}
