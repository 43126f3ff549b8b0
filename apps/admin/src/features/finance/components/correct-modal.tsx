import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@uu/contract/money';
import type { AdminTopUp } from '@uu/contract/admin-finance';

/**
 * Approves a top-up for the amount that actually arrived (issue 17 #11), with a note the member
 * reads: both required; the ledger credits the corrected amount.
 */
export function CorrectModal({
  row,
  pending,
  onApprove,
  onClose,
}: {
  row: AdminTopUp | null;
  pending: boolean;
  onApprove: (correction: { amount: string; note: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string; note: string }>();
  return (
    <Modal
      open={row !== null}
      title={t('finance.correct.title', { id: row?.id })}
      okText={t('finance.approve')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {row ? <Typography.Paragraph>{t('finance.correct.requested', { amount: row.amount })}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" onFinish={(values) => onApprove({ amount: values.amount.trim(), note: values.note.trim() })}>
        <Form.Item
          name="amount"
          label={t('finance.correct.amount')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const cents = value ? parseAmount(value.trim()) : null;
                return cents === null || cents <= 0 ? Promise.reject(new Error(t('finance.correct.amountRequired'))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoFocus />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('finance.correct.note')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('finance.correct.noteRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
