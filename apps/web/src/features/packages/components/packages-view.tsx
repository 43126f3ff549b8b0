import { useEffect, useState } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import { useSearchParams } from '@/lib/router';
import type { PlanGoods } from '@uu/contract/packages';
import { EmptyView } from '@/components/ui/empty-view';
import { formatDateTime } from '@/lib/dates';
import { useChatAllowance, useMyFlow, usePlans, useRefreshPackages } from '../api/packages';
import { usePackagesTranslation } from '../hooks/use-packages-translation';
import { BuySheet } from './buy-sheet';
import styles from './packages.module.css';

const TYPES = ['flow', 'chat'] as const;
type PlanType = (typeof TYPES)[number];

/**
 * Flow and chat packages (issue 7; product.md: a monthly package lasts 30 days): what the member
 * has (selectMyFlow's total, used and remaining; the chat allowance a package adds) and what is on
 * sale, bought here with the payment password (createFlowPlan). `buy=<goods id>` (from home) opens
 * that purchase at once.
 */
export function PackagesView({ canPay }: { canPay: () => boolean }) {
  const { t, i18n } = usePackagesTranslation();
  const [params, setParams] = useSearchParams();
  const buyId = Number(params.get('buy')) || null;
  const all = usePlans(i18n.language);
  const [buying, setBuying] = useState<PlanGoods | null>(null);
  const refresh = useRefreshPackages();
  // From home: the goods to buy decides the tab, then its sheet opens, once.
  const wanted = buyId ? all.data?.find((p) => p.id === buyId) : undefined;
  const type: PlanType = wanted?.plan.type ?? (params.get('type') === 'chat' ? 'chat' : 'flow');
  const plans = all.data?.filter((p) => p.plan.type === type);
  useEffect(() => {
    if (!wanted) return;
    setParams({ type: wanted.plan.type }, { replace: true });
    // The link's goods is taken off the address above and its sheet opened in the same step: the URL is the outside
    // system this effect follows, and the sheet opens once for it (not on every render that still sees the link).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (canPay()) setBuying(wanted);
  }, [wanted, setParams, canPay]);
  /** MB as the member reads it: GB with one decimal from 1 GB up. */
  const dataText = (mb: number) =>
    mb >= 1024 ? t('packages.gb', { value: Math.round((mb / 1024) * 10) / 10 }) : t('packages.mb', { value: mb });

  const flow = useMyFlow(i18n.language, type === 'flow');
  const allowance = useChatAllowance(type === 'chat');

  return (
    <div className={styles.screen}>
      <div className={styles.tabs} role="tablist">
        {TYPES.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === type}
            className={styles.tab}
            onClick={() => setParams({ type: value }, { replace: true })}
            data-testid={`packages-tab-${value}`}
          >
            {t(`packages.tabs.${value}`)}
          </button>
        ))}
      </div>

      {type === 'flow' ? (
        <section className={styles.card} data-testid="packages-my-flow">
          <h2 className={styles.title}>{t('packages.myFlow')}</h2>
          {flow.data && flow.data.packages.length > 0 ? (
            <>
              <div className={styles.figures}>
                <span>
                  {t('packages.total')}
                  <strong data-testid="flow-total">{dataText(flow.data.totalMb)}</strong>
                </span>
                <span>
                  {t('packages.used')}
                  <strong data-testid="flow-used">{dataText(flow.data.usedMb)}</strong>
                </span>
                <span>
                  {t('packages.remaining')}
                  <strong data-testid="flow-remaining">{dataText(flow.data.remainingMb)}</strong>
                </span>
              </div>
              <ProgressBar percent={flow.data.totalMb ? (flow.data.usedMb / flow.data.totalMb) * 100 : 0} />
              <h3 className={styles.subtitle}>{t('packages.active')}</h3>
              {flow.data.packages.map((p) => (
                <p key={p.id} className={styles.line} data-testid="flow-package">
                  <span>
                    {p.name} · {dataText(p.dataMb ?? 0)}
                  </span>
                  <span className={styles.muted}>{t('packages.until', { date: formatDateTime(p.endsAt) })}</span>
                </p>
              ))}
            </>
          ) : (
            <p className={styles.muted}>{flow.isPending ? t('common.loading') : t('packages.noFlow')}</p>
          )}
        </section>
      ) : (
        <section className={styles.card} data-testid="packages-my-chat">
          <h2 className={styles.title}>{t('packages.myChat')}</h2>
          <p className={styles.muted}>
            {allowance.data
              ? allowance.data.packageQuestions > 0
                ? t('packages.chatToday', {
                    remaining: allowance.data.remaining,
                    questions: allowance.data.packageQuestions,
                    days: allowance.data.packageDaysLeft,
                    count: allowance.data.packageDaysLeft,
                  })
                : t('packages.noChat')
              : t('common.loading')}
          </p>
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.title}>{t('packages.onSale')}</h2>
        {plans?.length === 0 && <EmptyView text={t('packages.none')} />}
        {plans?.map((p) => (
          <div key={p.id} className={styles.plan} data-testid="package-plan" data-goods-id={p.id}>
            <span>
              <strong>{p.name}</strong>
              <span className={styles.muted}>
                {p.plan.type === 'flow'
                  ? t('packages.flowPlan', { gb: Math.round((p.plan.dataMb / 1024) * 10) / 10, days: p.plan.days, count: p.plan.days })
                  : t('packages.chatPlan', { questions: p.plan.questionsPerDay, days: p.plan.days, count: p.plan.days })}
              </span>
            </span>
            <span className={styles.price}>
              <strong>{p.price} UU</strong>
              {p.referencePrice && <s>{t('packages.reference', { amount: p.referencePrice })}</s>}
            </span>
            <Button
              size="small"
              color="primary"
              shape="rounded"
              onClick={() => {
                if (canPay()) setBuying(p);
              }}
              data-testid="package-buy"
            >
              {t('packages.buy')}
            </Button>
          </div>
        ))}
      </section>

      <BuySheet
        goods={buying}
        onClose={() => setBuying(null)}
        onBought={() => {
          setBuying(null);
          void refresh();
        }}
      />
    </div>
  );
}
