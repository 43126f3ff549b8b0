import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrcRateImpact, PlatformConfig } from '@uu/contract/admin-config';
import { setCrcRateBodySchema } from '@uu/contract/wallet';
import { formatTime } from '@/lib/format';
import { amountText } from '@/lib/money';
import { getCrcRateImpact } from '../api/get-crc-rate-impact';
import { PLATFORM_CONFIG_KEY } from '../api/get-platform-config';
import { setCrcRate } from '../api/set-crc-rate';
import { checkWith, showServerIssues } from '../components/form-issues';

/** The CRC rate (UU per CRC), kept with its history by its own call; set only after the operator sees what it changes for members. */
export function CrcRateCard({ config }: { config: PlatformConfig | undefined }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ rate: string }>();
  const save = useMutation({
    mutationFn: setCrcRate,
    onSuccess: async () => {
      void message.success(t('common.saved'));
      form.resetFields();
      await client.invalidateQueries({ queryKey: PLATFORM_CONFIG_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  const impact = useMutation({
    mutationFn: getCrcRateImpact,
    onError: (error) => showServerIssues(form, error),
  });
  async function submit(values: { rate: string }) {
    const rate = amountText(values.rate);
    const body = checkWith(form, setCrcRateBodySchema, { rate }, t);
    if (!body) return;
    const effect = await impact.mutateAsync(rate).catch(() => null);
    if (!effect) return;
    modal.confirm({
      title: t('config.settings.crcConfirmTitle'),
      width: 520,
      content: <CrcImpact impact={effect} />,
      okText: t('config.settings.crcConfirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => save.mutateAsync(body).catch(() => undefined),
    });
  }
  return (
    <Card title={t('config.settings.crcRate')} loading={!config} data-testid="crc-rate">
      <Typography.Paragraph>
        {config?.crcRate.rate
          ? t('config.settings.crcCurrent', { rate: config.crcRate.rate, time: formatTime(config.crcRate.updatedAt) })
          : t('config.settings.crcNone')}
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item name="rate" label={t('config.settings.crcNew')} rules={[{ required: true, message: t('validation.amountRequired') }]}>
          <InputNumber stringMode precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending || impact.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** What a new rate changes: old and new rate, the CRC the members' UU buys and their CRC's worth, before → after. */
function CrcImpact({ impact }: { impact: CrcRateImpact }) {
  const { t } = useTranslation();
  const none = t('config.settings.crcNoRate');
  return (
    <div data-testid="crc-impact">
      <Typography.Paragraph>
        {t('config.settings.crcFromTo', { from: impact.currentRate ?? none, to: impact.newRate })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('config.settings.crcHoldings', { members: impact.members, uu: impact.totalUU, crc: impact.totalCRC })}
      </Typography.Paragraph>
      <Typography.Paragraph data-testid="crc-impact-exchangeable">
        {t('config.settings.crcExchangeable', { from: impact.exchangeableAtCurrent ?? none, to: impact.exchangeableAtNew })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('config.settings.crcWorth', { from: impact.crcWorthAtCurrent ?? none, to: impact.crcWorthAtNew })}
      </Typography.Paragraph>
      <Typography.Text type="warning">{t('config.settings.crcAtOnce')}</Typography.Text>
    </div>
  );
}
