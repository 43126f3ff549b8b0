import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
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
  sortable = false,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  model: string;
  pid?: number;
  max?: number;
  id?: string;
  /**
   * The gallery's order is the members' (the first is the cover): each picture is dragged to its place, or moved by its
   * "earlier" and "later" buttons (the keyboard's way).
   */
  sortable?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Uploads still under way, shown after the stored images.
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const files: UploadFile[] = [
    ...(value ?? []).map((url) => ({ uid: url, name: url.split('/').pop() ?? url, status: 'done' as const, url })),
    ...uploading,
  ];
  // Several uploads may finish one after another before the form re-renders: each adds to the latest list.
  const latest = useRef(value ?? []);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  const moveTo = (url: string, to: number) => {
    const list = [...(value ?? [])];
    const from = list.indexOf(url);
    if (from < 0 || to < 0 || to >= list.length || to === from) return;
    list.splice(from, 1);
    list.splice(to, 0, url);
    onChange?.(list);
  };
  const move = (url: string, by: -1 | 1) => moveTo(url, (value ?? []).indexOf(url) + by);
  // The picture being dragged (HTML drag and drop: the data transfer is not needed within one list).
  const dragged = useRef<string | null>(null);

  return (
    <Upload
      id={id}
      accept={ACCEPT}
      listType="picture-card"
      multiple
      fileList={files}
      itemRender={
        sortable
          ? (node, file) => {
              const index = file.url ? (value ?? []).indexOf(file.url) : -1;
              if (index < 0) return node;
              return (
                <div
                  data-testid="gallery-item"
                  draggable
                  onDragStart={() => (dragged.current = file.url ?? null)}
                  onDragEnd={() => (dragged.current = null)}
                  onDragOver={(event) => dragged.current && event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged.current) moveTo(dragged.current, index);
                    dragged.current = null;
                  }}
                  style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', height: '100%', cursor: 'grab' }}
                >
                  {node}
                  <div data-testid="image-order">
                    <Button
                      size="small"
                      type="text"
                      icon={<LeftOutlined />}
                      disabled={index === 0}
                      aria-label={t('catalogue.form.moveEarlier', { index: index + 1 })}
                      onClick={() => move(file.url ?? '', -1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<RightOutlined />}
                      disabled={index === (value ?? []).length - 1}
                      aria-label={t('catalogue.form.moveLater', { index: index + 1 })}
                      onClick={() => move(file.url ?? '', 1)}
                    />
                  </div>
                </div>
              );
            }
          : undefined
      }
      beforeUpload={(file) => {
        if (!ACCEPT.split(',').includes(file.type)) {
          void message.error(t('catalogue.form.imageType'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const blob = file as File;
        setUploading((current) => [...current, { uid: (file as { uid: string }).uid, name: blob.name, status: 'uploading' }]);
        uploadImage(blob, model, pid)
          .then((path) => {
            setUploading((current) => current.filter((f) => f.uid !== (file as { uid: string }).uid));
            const next = [...latest.current, path].slice(0, max);
            latest.current = next;
            onChange?.(next);
            onSuccess?.(path);
          })
          .catch((error: unknown) => {
            setUploading((current) => current.filter((f) => f.uid !== (file as { uid: string }).uid));
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
