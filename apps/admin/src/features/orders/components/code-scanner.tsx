import { Alert, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The Shape Detection API's barcode reader (Chromium; not in TypeScript's DOM library yet). */
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = new () => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

/** Whether this browser can scan: a barcode reader and a camera. Without them, the desk types codes. */
export function canScan(): boolean {
  return (
    detectorClass() !== null &&
    typeof navigator !== 'undefined' &&
    typeof (navigator as Partial<Navigator>).mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * The camera in a dialog, read a few times a second until a code appears; the camera stops as soon
 * as one is read or the dialog closes.
 */
export function CodeScanner({ open, onCode, onClose }: { open: boolean; onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false as boolean; // set by stop(), from the dialog's close as much as from here
    const stop = () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) {
          stop();
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector();
        const tick = async () => {
          if (stopped || !video.current) return;
          const found = await detector.detect(video.current).catch(() => []);
          const code = found.map((f) => f.rawValue.trim()).find(Boolean);
          if (code) {
            stop();
            onCode(code);
            return;
          }
          timer = window.setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch (e) {
        if (!stopped) setError(t('orders.writeoff.cameraFailed', { message: (e as Error).message }));
      }
    })();
    return () => {
      stop();
      setError(null);
    };
  }, [open, onCode, t]);

  return (
    <Modal open={open} title={t('orders.writeoff.scanTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('orders.writeoff.scanHint')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
    </Modal>
  );
}
