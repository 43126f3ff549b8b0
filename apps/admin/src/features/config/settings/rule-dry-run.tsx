import { useMutation } from '@tanstack/react-query';
import { Form, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DryRunCard } from '@/components/dry-run-card';
import { configDryRunBodySchema, type ConfigDryRunBody } from '@uu/contract/admin-config';
import { dryRunConfig } from '../api/dry-run-config';
import { checkWith } from '../components/form-issues';
import type { FormValues } from './config-card';

/**
 * The dry-run of a config card's rules (issue 24), inside the card's form: what the tiers or rates in the form would
 * have given over the last 30 days, recomputed by the server from what happened, beside the rules in effect and what
 * was credited. Saves nothing; the form's values are checked by the contract first, as a save would be.
 */
export function RuleDryRun({ kind, toBody }: { kind: 'topUpBonus' | 'referralRewards'; toBody: (values: FormValues) => ConfigDryRunBody }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<FormValues>();
  const run = useMutation({ mutationFn: (body: ConfigDryRunBody) => dryRunConfig(body) });
  const start = () => {
    form.validateFields().then(
      (values) => {
        const body = checkWith(form, configDryRunBodySchema, toBody(values), t);
        if (body) run.mutate(body);
      },
      () => undefined,
    );
  };
  const result = run.data;
  const bonus = result?.topUpBonus;
  const referral = result?.referralRewards;
  const rows = bonus
    ? [
        { key: 'current', label: t('config.dryRun.current'), value: bonus.current },
        { key: 'proposed', label: t('config.dryRun.proposed'), value: bonus.proposed },
        { key: 'paid', label: t('config.dryRun.paidBonus'), value: bonus.paid },
      ]
    : referral
      ? [
          { key: 'current', label: t('config.dryRun.current'), value: referral.current },
          { key: 'proposed', label: t('config.dryRun.proposed'), value: referral.proposed },
          { key: 'paid', label: t('config.dryRun.earnedRewards'), value: referral.earned },
        ]
      : [];
  return (
    <DryRunCard
      testId={`${kind}-dry-run`}
      size="small"
      title={result ? t('config.dryRun.title', { count: result.days }) : t('config.dryRun.run')}
      runLabel={t('config.dryRun.run')}
      help={t(`config.dryRun.${kind}Help`)}
      running={run.isPending}
      error={run.error}
      onRun={start}
      summary={
        bonus
          ? t('config.dryRun.topUps', { topUps: bonus.topUps, members: bonus.members })
          : referral && t('config.dryRun.purchases', { buyers: referral.buyers, referrers: referral.referrers })
      }
    >
      {result && (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: t('config.dryRun.measure'), dataIndex: 'label' },
            { title: t(kind === 'topUpBonus' ? 'config.dryRun.amountUU' : 'config.dryRun.amountKB'), dataIndex: 'value', align: 'right' },
          ]}
        />
      )}
    </DryRunCard>
  );
}
