import { App, Button, DatePicker, Form, Image, Input, Modal, Space, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '@uu/contract/admin-finance';
import { uploadPayoutProof } from '../api/upload-payout-proof';

export type PayoutRecord = { payoutRef: string; payoutDate: string; payoutProof?: string };

/**
 * Marks a U payout paid (issue 17 #11): the payout's reference and day are required, a proof image
 * (the bank's receipt) optional, uploaded through the console's upload. The modal stays open while
 * the call runs and after it fails.
 */
export function PaidModal({
  row,
  pending,
  onPaid,
  onClose,
}: {
  row: AdminWithdrawal | null;
  pending: boolean;
  onPaid: (record: PayoutRecord) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ payoutRef: string; payoutDate: Dayjs }>();
  const [proof, setProof] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (!row) return;
    setUploading(true);
    try {
      setProof(await uploadPayoutProof(file, row.id));
    } catch {
      void message.error(t('finance.payout.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open={row !== null}
      title={t('finance.payout.title', { id: row?.id })}
      okText={t('finance.markPaid')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      okButtonProps={{ disabled: uploading }}
      onCancel={onClose}
      onOk={() => form.submit()}
      afterClose={() => {
        form.resetFields();
        setProof(null);
      }}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary">
          {t('finance.payout.summary', { amount: row.amount, destination: row.destination.label })}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ payoutDate: dayjs() }}
        onFinish={(values) =>
          onPaid({
            payoutRef: values.payoutRef.trim(),
            payoutDate: values.payoutDate.format('YYYY-MM-DD'),
            ...(proof ? { payoutProof: proof } : {}),
          })
        }
      >
        <Form.Item
          name="payoutRef"
          label={t('finance.payout.ref')}
          extra={t('finance.payout.refHint')}
          rules={[{ required: true, whitespace: true, max: 100, message: t('finance.payout.refRequired') }]}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="payoutDate"
          label={t('finance.payout.date')}
          rules={[{ required: true, message: t('finance.payout.dateRequired') }]}
        >
          <DatePicker allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item label={t('finance.payout.proof')}>
          <Space align="start">
            <Upload
              accept="image/png,image/jpeg,image/webp,image/gif"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button loading={uploading}>{t('finance.payout.upload')}</Button>
            </Upload>
            {proof ? <Image src={proof} width={64} height={64} style={{ objectFit: 'cover' }} alt={t('finance.payout.proof')} /> : null}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The payout as finance recorded it: reference, day, and the proof image. */
export function PayoutRecordCell({ row }: { row: AdminWithdrawal }) {
  const { t } = useTranslation();
  if (!row.payoutRef) return null;
  return (
    <Space direction="vertical" size={0} data-testid={`payout-record-${row.id}`}>
      <Typography.Text copyable={{ text: row.payoutRef }}>{t('finance.payout.refShort', { ref: row.payoutRef })}</Typography.Text>
      {row.payoutDate ? (
        <Typography.Text type="secondary">{t('finance.payout.dateShort', { date: row.payoutDate })}</Typography.Text>
      ) : null}
      {row.payoutProof ? (
        <Image
          src={row.payoutProof}
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          alt={t('finance.payout.proof')}
        />
      ) : null}
    </Space>
  );
}
