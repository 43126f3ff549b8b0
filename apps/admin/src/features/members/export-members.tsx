import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportMembers } from './api/export-members';

type Values = { range: [Dayjs, Dayjs] };

/** The members list's export: members registered in the chosen days, as Excel (with their tags and balances). */
export function ExportMembers() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  async function run(values: Values) {
    setBusy(true);
    try {
      const result = await exportMembers(values.range[0].format('YYYY-MM-DD'), values.range[1].format('YYYY-MM-DD'));
      void (result.queued
        ? message.info(t('finance.exports.queued', { rows: result.rows }))
        : message.success(t('finance.exports.downloaded')));
      setOpen(false);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)}>
        {t('members.export')}
      </Button>
      <Modal
        open={open}
        title={t('members.export')}
        okText={t('finance.exports.downloadXlsx')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('members.exportHint')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ range: [dayjs().subtract(1, 'year').startOf('day'), dayjs()] }}
          onFinish={(values) => void run(values)}
        >
          <Form.Item
            name="range"
            label={t('members.exportRange')}
            rules={[{ required: true, message: t('finance.exports.rangeRequired') }]}
          >
            <DatePicker.RangePicker allowClear={false} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
