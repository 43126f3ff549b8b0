import { useEffect, useState } from 'react';
import styles from './versions.module.css';

/** A download address as a QR code (`qrcode` loads with the first one shown), for another phone to scan. */
export function PlatformQr({ url, label, testId }: { url: string; label: string; testId: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { margin: 1, width: 224 }))
      .then((data) => {
        if (live) setImage(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return image ? <img className={styles.qr} src={image} alt={label} data-testid={testId} /> : <div className={styles.qr} />;
}
