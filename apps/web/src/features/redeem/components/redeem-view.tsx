import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { CheckCircleFill, GiftOutline } from 'antd-mobile-icons';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '@/lib/router';
import { z } from 'zod';
import { Code } from '@uu/contract/codes';
import { redeemBodySchema, type RedeemResult, type RedeemReward } from '@uu/contract/redemption';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useRedeemCode } from '../api/redeem-code';
import { useRedeemTranslation } from '../hooks/use-redeem-translation';
import { groupRedeemCode } from '../utils/code-input';
import styles from './redeem.module.css';

type Values = z.input<typeof redeemBodySchema>;

/** The contract's refusals of a code, each said in the member's language beside the input. */
const REFUSALS: Partial<Record<number, `redeem.errors.${string}`>> = {
  [Code.REDEEM_CODE_INVALID]: 'redeem.errors.invalid',
  [Code.REDEEM_CODE_NOT_STARTED]: 'redeem.errors.notStarted',
  [Code.REDEEM_CODE_EXPIRED]: 'redeem.errors.expired',
  [Code.REDEEM_CODE_USED]: 'redeem.errors.used',
  [Code.REDEEM_ONCE_PER_MEMBER]: 'redeem.errors.oncePerMember',
  [Code.REDEEM_THROTTLED]: 'redeem.errors.throttled',
  [Code.REDEEM_REWARD_UNAVAILABLE]: 'redeem.errors.unavailable',
};

/** Where each kind of reward lands, to open it from the result. */
const LANDS: Record<RedeemReward['kind'], string> = {
  uu: paths.myMoney.getHref(),
  coupon: paths.myCoupon.getHref(),
  chat: paths.chat.getHref(),
};

/**
 * Redeem a code (issue 24): the member types a gift card's or a promotion's code (grouped in fours
 * as printed), and sees what it gave (UU, a coupon, a chat package) with a way to where it landed.
 * A refused code (unknown or voided, not started, expired, spent, one per member, too many tries)
 * is explained under the input from the contract's code.
 */
export function RedeemView() {
  const { t } = useRedeemTranslation();
  const redeem = useRedeemCode();
  const [result, setResult] = useState<RedeemResult | null>(null);
  /** Why the server refused a code, shown until the member changes what was typed. */
  const [refusal, setRefusal] = useState<{ typed: string; text: string } | null>(null);
  const { control, handleSubmit, reset } = useForm<Values, unknown, z.output<typeof redeemBodySchema>>({
    resolver: zodResolver(redeemBodySchema),
    defaultValues: { code: '' },
  });
  const typed = useWatch({ control, name: 'code' });

  const onSubmit = handleSubmit(async ({ code }) => {
    setRefusal(null);
    const sent = typed;
    try {
      setResult(await redeem.mutateAsync(code));
      reset({ code: '' });
    } catch (error) {
      const key = error instanceof ApiError ? REFUSALS[error.code] : undefined;
      setRefusal({ typed: sent, text: key ? t(key) : error instanceof ApiError ? error.msg : String(error) });
    }
  });

  if (result) {
    const { reward } = result;
    return (
      <section className={styles.screen} aria-live="polite" data-testid="redeem-result">
        <div className={styles.result}>
          <CheckCircleFill className={styles.doneIcon} aria-hidden />
          <h2 className={styles.title}>{t('redeem.done')}</h2>
          <p className={styles.reward} data-testid="redeem-reward" data-kind={reward.kind}>
            {rewardText(reward, t)}
          </p>
          <p className={styles.muted}>{t('redeem.from', { name: result.name })}</p>
          <Link to={LANDS[reward.kind]} className={styles.go} data-testid="redeem-go">
            {t(`redeem.go.${reward.kind}`)}
          </Link>
          <Button
            block
            shape="rounded"
            className={styles.again}
            onClick={() => {
              setResult(null);
              redeem.reset();
            }}
            data-testid="redeem-again"
          >
            {t('redeem.again')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className={styles.screen} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.card}>
        <GiftOutline className={styles.giftIcon} aria-hidden />
        <p className={styles.intro}>{t('redeem.intro')}</p>
        <TextField
          control={control}
          name="code"
          id="redeem-code"
          label={t('redeem.label')}
          placeholder={t('redeem.placeholder')}
          transform={groupRedeemCode}
          autoComplete="off"
          autoCapitalize="characters"
          data-testid="redeem-input"
        />
        {refusal && refusal.typed === typed ? (
          <p className={styles.refusal} role="alert" data-testid="redeem-error">
            {refusal.text}
          </p>
        ) : null}
        <SubmitButton pending={redeem.isPending} pendingText={t('common.loading')} data-testid="redeem-submit">
          {t('redeem.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** What a code gave, in the member's language (the coupon's and batch's names come translated by the API). */
function rewardText(reward: RedeemReward, t: ReturnType<typeof useRedeemTranslation>['t']): string {
  if (reward.kind === 'uu') return t('redeem.rewards.uu', { amount: reward.amount ?? '' });
  if (reward.kind === 'coupon') return t('redeem.rewards.coupon', { name: reward.couponName ?? '' });
  return t('redeem.rewards.chat', { questions: reward.questionsPerDay ?? 0, days: reward.days ?? 0, count: reward.days ?? 0 });
}
