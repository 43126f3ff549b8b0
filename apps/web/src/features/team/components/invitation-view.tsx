import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import type { UserInfo } from '@uu/contract/accounts';
import { PageLoading } from '@/components/ui/page-loading';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { fileUrl } from '@/lib/files';
import { useInviterProfile } from '../api/get-inviter-profile';
import { useTeamTranslation } from '../hooks/use-team-translation';
import { drawPoster, POSTER_KINDS, posterFileName, posterLayout, type PosterKind } from '../utils/poster';
import { invitationLink } from '../utils/team-rules';
import styles from './team.module.css';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image ${src}`));
    image.src = src;
  });
}

/**
 * myInvitation, the share area (product.md "Team and referral"; spec §9 poster sizes): the
 * invitation code and link with copy, and the two posters drawn on a canvas with the QR code of the
 * link (`qrcode`, loaded only here), the avatar and nickname, saved as a PNG.
 */
export function InvitationView() {
  const profile = useInviterProfile();
  const info = profile.data;
  if (!info) return <PageLoading />;
  return <Invitation info={info} />;
}

function Invitation({ info }: { info: UserInfo }) {
  const { t, i18n } = useTeamTranslation();
  const link = invitationLink(info.invitationCode, window.location);
  const [kind, setKind] = useState<PosterKind>('large');
  // How the poster of these words and this size came out; until then (and after any change) it is being drawn.
  const poster = [kind, link, info.avatar, info.nickname, info.invitationCode, i18n.language].join('\n');
  const [drawn, setDrawn] = useState<{ poster: string; state: 'ready' | 'failed' } | null>(null);
  const state = drawn?.poster === poster ? drawn.state : 'drawing';
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let live = true as boolean; // the cleanup sets it while the poster draws
    const layout = posterLayout(kind);
    void (async () => {
      try {
        const qrcode = await import('qrcode');
        const qr = await loadImage(await qrcode.toDataURL(link, { margin: 1, width: layout.qr.width, errorCorrectionLevel: 'M' }));
        const avatar = info.avatar ? await loadImage(fileUrl(info.avatar)).catch(() => null) : null;
        if (!live || !canvas.current) return;
        drawPoster(canvas.current, layout, {
          title: t('team.invitation.posterTitle'),
          subtitle: t('team.invitation.posterSubtitle'),
          nickname: info.nickname,
          code: t('team.invitation.posterCode', { code: info.invitationCode }),
          scan: t('team.invitation.posterScan'),
          qr,
          avatar,
        });
        setDrawn({ poster, state: 'ready' });
      } catch {
        if (live) setDrawn({ poster, state: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [poster, kind, link, info.avatar, info.nickname, info.invitationCode, t]);

  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast(t(copied ? 'common.copied' : 'common.copyFailed'), copied ? 'success' : undefined);
  };

  const save = () => {
    const target = canvas.current;
    if (!target) return;
    target.toBlob((blob) => {
      if (!blob) {
        showToast(t('team.invitation.saveFailed'), 'fail');
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = posterFileName(kind, info.invitationCode);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showToast(t('team.invitation.saved'), 'success');
    }, 'image/png');
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('team.invitation.code')}</h2>
        <div className={styles.row}>
          <span className={styles.code} data-testid="invitation-code">
            {info.invitationCode}
          </span>
          <Button size="small" shape="rounded" onClick={() => void copy(info.invitationCode)} data-testid="invitation-copy-code">
            {t('team.invitation.copy')}
          </Button>
        </div>
        <h2 className={styles.cardTitle}>{t('team.invitation.link')}</h2>
        <div className={styles.row}>
          <a className={styles.link} href={link} data-testid="invitation-link">
            {link}
          </a>
          <Button size="small" shape="rounded" onClick={() => void copy(link)} data-testid="invitation-copy-link">
            {t('team.invitation.copyLink')}
          </Button>
        </div>
      </section>

      <section className={styles.card} aria-label={t('team.invitation.posters')}>
        <h2 className={styles.cardTitle}>{t('team.invitation.posters')}</h2>
        <div className={styles.posterTabs} role="tablist">
          {POSTER_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              className={styles.period}
              onClick={() => setKind(k)}
              data-testid={`poster-tab-${k}`}
            >
              {t(k === 'large' ? 'team.invitation.posterLarge' : 'team.invitation.posterSmall')}
            </button>
          ))}
        </div>
        <div className={styles.posterFrame}>
          <canvas
            ref={canvas}
            className={styles.poster}
            role="img"
            aria-label={t('team.invitation.posterAlt')}
            data-testid="invitation-poster"
            data-kind={kind}
            data-state={state}
          />
        </div>
        {state === 'drawing' && <p className={styles.muted}>{t('team.invitation.drawing')}</p>}
        {state === 'failed' && <p className={styles.muted}>{t('team.invitation.drawFailed')}</p>}
        <Button block color="primary" shape="rounded" disabled={state !== 'ready'} onClick={save} data-testid="invitation-save">
          {t('team.invitation.save')}
        </Button>
      </section>
    </div>
  );
}
