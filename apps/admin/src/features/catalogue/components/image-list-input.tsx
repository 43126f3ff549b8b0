import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/upload-image';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The images of a form field (`string[]` of `/files/…` paths): each one chosen is uploaded at once
 * through the admin upload call and shown as a preview; the first is the cover. Works as an antd
 * Form control (value / onChange).
 */
export function ImageListInput({
  value,
  onChange,
  model,
  pid,
  max = 10,
  id,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  model: string;
  pid?: number;
  max?: number;
  id?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  // Several uploads may finish one after another before the form re-renders: each adds to the latest list.
  const latest = useRef(value ?? []);
  latest.current = value ?? [];

  // The stored images, plus uploads still under way.
  useEffect(() => {
    setFiles((current) => [
      ...(value ?? []).map((url) => ({ uid: url, name: url.split('/').pop() ?? url, status: 'done' as const, url })),
      ...current.filter((f) => f.status === 'uploading'),
    ]);
  }, [value]);

  return (
    <Upload
      id={id}
      accept={ACCEPT}
      listType="picture-card"
      multiple
      fileList={files}
      beforeUpload={(file) => {
        if (!ACCEPT.split(',').includes(file.type)) {
          void message.error(t('catalogue.form.imageType'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const blob = file as File;
        setFiles((current) => [...current, { uid: (file as { uid: string }).uid, name: blob.name, status: 'uploading' }]);
        uploadImage(blob, model, pid)
          .then((path) => {
            setFiles((current) => current.filter((f) => f.uid !== (file as { uid: string }).uid));
            const next = [...latest.current, path].slice(0, max);
            latest.current = next;
            onChange?.(next);
            onSuccess?.(path);
          })
          .catch((error: unknown) => {
            setFiles((current) => current.filter((f) => f.uid !== (file as { uid: string }).uid));
            void message.error((error as Error).message);
            onError?.(error as Error);
          });
      }}
      onRemove={(file) => {
        onChange?.((value ?? []).filter((url) => url !== file.url));
        return true;
      }}
    >
      {files.length >= max ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('catalogue.form.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
