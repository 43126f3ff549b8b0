import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import type { UserInfo } from '@uu/contract/accounts';
import { DefaultAvatar } from '@/components/illustrations/default-avatar';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { fileUrl } from '@/lib/files';
import styles from './member-card.module.css';

/** The signed-in member at the top of Mine: avatar, nickname, level, member number, invitation code. */
export function MemberCard({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();

  if (!info) {
    return (
      <div className={styles.member} aria-busy="true">
        <DefaultAvatar className={styles.avatar} />
        <div className={styles.identity}>
          <Skeleton.Title animated className={styles.skeletonTitle} />
          <Skeleton.Paragraph lineCount={1} animated className={styles.skeletonLine} />
        </div>
      </div>
    );
  }

  const copy = async () => {
    const copied = await copyText(info.invitationCode);
    showToast(t(copied ? 'common.copied' : 'common.copyFailed'), copied ? 'success' : undefined);
  };

  return (
    <>
      <div className={styles.member}>
        {info.avatar ? (
          <img className={styles.avatar} src={fileUrl(info.avatar)} alt={t('mine.avatar')} data-testid="mine-avatar" />
        ) : (
          <DefaultAvatar className={styles.avatar} />
        )}
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <span className={styles.nickname} data-testid="mine-nickname">
              {info.nickname}
            </span>
            <span className={styles.level} data-testid="mine-level">
              {t(`levels.${info.level}`)}
            </span>
          </div>
          <div className={styles.memberNo} data-testid="mine-member-no">
            {t('mine.memberNo', { memberNo: info.memberNo })}
          </div>
          {info.status === 'inactive' && (
            <Link className={styles.inactive} to={paths.lockTheWorld.getHref()}>
              {t('mine.notActivated')} · {t('mine.activate')}
              <RightOutline fontSize={10} />
            </Link>
          )}
        </div>
      </div>
      <div className={styles.invite}>
        <div>
          <div className={styles.inviteLabel}>{t('mine.invitationCode')}</div>
          <div className={styles.inviteCode} data-testid="mine-invitation-code">
            {info.invitationCode}
          </div>
        </div>
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copy()}
          aria-label={t('mine.copyInvitationCode')}
          data-testid="mine-copy-invitation"
        >
          {t('common.copy')}
        </button>
      </div>
    </>
  );
}
