import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks why a request is rejected (the member reads it; the contract allows 1 to 200 characters)
 * and hands the reason on; the modal stays open while the call runs and after it fails.
 */
export function RejectModal({
  id,
  pending,
  onReject,
  onClose,
}: {
  id: number | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={id !== null}
      title={t('finance.rejectTitle', { id })}
      okText={t('finance.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onReject(values.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('finance.rejectReason')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('finance.rejectReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
