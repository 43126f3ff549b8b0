import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, isUnderImageLimit, type UploadResult } from '@uu/contract/profile';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { showToast } from '@/components/ui/toast';
import { formatSize } from '@/lib/files';
import { useUploadImage } from '../api/upload-image';
import styles from './image-picker.module.css';

type Props = {
  /** Read by screen readers: what tapping does ("change avatar"). */
  label: string;
  /** Called with the stored file once it is uploaded. */
  onUploaded: (result: UploadResult) => void | Promise<void>;
  /** Keeps the overlay up while the caller uses the upload (e.g. saves it as the avatar). */
  busy?: boolean;
  className?: string;
  'data-testid'?: string;
  inputTestId?: string;
  children: ReactNode;
};

/**
 * A button that picks one image and uploads it. spec §5 "Images": under 1 MB, checked before any
 * byte leaves the device; a bigger file gets the oversize message with its size and is not sent.
 * The server checks the type again by the file's bytes.
 */
export function ImagePicker({ label, onUploaded, busy = false, className, inputTestId, children, ...rest }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const onPicked = async (file: File | undefined) => {
    if (!file) return;
    if (!isUnderImageLimit(file.size)) {
      showToast(t('upload.tooLarge', { size: formatSize(file.size) }));
      return;
    }
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      showToast(t('upload.type'));
      return;
    }
    let result: UploadResult;
    try {
      result = await upload.mutateAsync(file);
    } catch {
      return; // the API client showed the upload failure (spec §8)
    }
    await onUploaded(result);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        onClick={() => input.current?.click()}
        disabled={upload.isPending || busy}
        data-testid={rest['data-testid']}
      >
        {children}
      </button>
      <input
        ref={input}
        className={styles.input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that picking the same file again is a change too.
          event.currentTarget.value = '';
          void onPicked(file);
        }}
      />
      <LoadingOverlay visible={upload.isPending || busy} text={t('upload.uploading')} />
    </>
  );
}
