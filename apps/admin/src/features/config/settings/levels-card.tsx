import { Form, InputNumber, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { amountText } from '@/lib/money';
import { ConfigCard, type IsDefault } from './config-card';
import { RuleDryRun } from './rule-dry-run';

const LEVELS = [0, 1, 2, 3, 4, 5] as const;

/** Percent with two decimals ↔ basis points, exactly (no float drift: rounded to whole basis points). */
const toBps = (percent: unknown) => Math.round(Number(percent) * 100);
const toPercent = (bps: number) => bps / 100;

/** Per member level: the chat questions a day, the threshold to reach it and the referral reward rate. */
export function LevelsCard({ config: c, isDefault }: { config: PlatformConfig | undefined; isDefault: IsDefault }) {
  const { t } = useTranslation();
  return (
    <ConfigCard
      title={t('config.settings.levels')}
      testId="levels"
      config={c}
      extra={<Space>{isDefault('chatDailyQuestions')}</Space>}
      toForm={(cfg) => ({
        chatDailyQuestions: cfg.chatDailyQuestions,
        levelThresholds: cfg.levelThresholds,
        referralRewardRates: cfg.referralRewardRates.map(toPercent),
      })}
      toBody={(v) => ({
        chatDailyQuestions: v.chatDailyQuestions as number[],
        levelThresholds: (v.levelThresholds as (string | number)[]).map((value) => amountText(value)),
        referralRewardRates: (v.referralRewardRates as unknown[]).map(toBps),
      })}
    >
      <Table
        rowKey={(level) => level}
        dataSource={[...LEVELS]}
        pagination={false}
        size="small"
        style={{ marginBottom: 16 }}
        columns={[
          { title: t('config.settings.level'), key: 'level', render: (_, level) => `${level} · ${t(`config.levels.${level}`)}` },
          {
            title: t('config.settings.chatQuestions'),
            key: 'chat',
            render: (_, level) => (
              <Form.Item name={['chatDailyQuestions', level]} noStyle rules={[{ required: true }]}>
                <InputNumber min={0} max={1000} precision={0} aria-label={`${t('config.settings.chatQuestions')} ${level}`} />
              </Form.Item>
            ),
          },
          {
            title: t('config.settings.threshold'),
            key: 'threshold',
            render: (_, level) =>
              level === 0 ? (
                '—'
              ) : (
                <Form.Item name={['levelThresholds', level - 1]} noStyle>
                  <InputNumber stringMode precision={2} style={{ width: 180 }} aria-label={`${t('config.settings.threshold')} ${level}`} />
                </Form.Item>
              ),
          },
          {
            title: t('config.settings.rewardRate'),
            key: 'rate',
            render: (_, level) => (
              <Form.Item name={['referralRewardRates', level]} noStyle>
                <InputNumber min={0} max={100} precision={2} suffix="%" aria-label={`${t('config.settings.rewardRate')} ${level}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary">{t('config.settings.levelsHint')}</Typography.Paragraph>
      <RuleDryRun kind="referralRewards" toBody={(v) => ({ referralRewardRates: (v.referralRewardRates as unknown[]).map(toBps) })} />
    </ConfigCard>
  );
}
