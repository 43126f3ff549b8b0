import type { ReactNode } from 'react';
import type { TeamMember } from '@uu/contract/team';
import { fileUrl } from '@/lib/files';
import { useTeamTranslation } from '../hooks/use-team-translation';
import { displayContact, joinedDay } from '../utils/team-rules';
import styles from './team.module.css';

/** One member of the team as the lists show them: avatar, nickname, level, masked contact, when they joined. */
export function TeamMemberRow({ member, side }: { member: TeamMember; side?: ReactNode }) {
  const { t } = useTeamTranslation();
  const contact = displayContact(member.contact);
  return (
    <div className={styles.member} data-testid="team-member" data-member-no={member.memberNo}>
      {member.avatar ? (
        <img className={styles.avatar} src={fileUrl(member.avatar)} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {Array.from(member.nickname)[0]?.toUpperCase()}
        </span>
      )}
      <div className={styles.memberMain}>
        <div className={styles.memberName}>
          <span data-testid="team-member-nickname">{member.nickname}</span>
          <span className={styles.memberLevel} data-testid="team-member-level">
            {t(`levels.${member.level}`)}
          </span>
        </div>
        <div className={styles.muted} data-testid="team-member-contact">
          {contact ?? t('team.six.noContact')}
        </div>
        <div className={styles.muted}>{t('team.hub.joined', { date: joinedDay(member.joinedAt) })}</div>
      </div>
      {side && <div className={styles.memberSide}>{side}</div>}
    </div>
  );
}
