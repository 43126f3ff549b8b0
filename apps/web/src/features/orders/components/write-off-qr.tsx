import { useEffect, useState } from 'react';
import styles from './orders.module.css';

/** The write-off code as a QR code, drawn by `qrcode` loaded only when one is shown. */
export function WriteOffQr({ code, label }: { code: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(code, { margin: 1, width: 360 }))
      .then((data) => {
        if (live) setUrl(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  return url ? <img className={styles.qr} src={url} alt={label} data-testid="order-writeoff-qr" /> : <div className={styles.qr} />;
}
