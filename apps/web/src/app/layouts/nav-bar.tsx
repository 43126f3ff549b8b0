import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { MessagesBell } from '@/features/messages/components/unread-badge';
import { LanguagePicker } from './language-picker';
import { BackIcon, HomeIcon } from './nav-icons';
import styles from './nav-bar.module.css';

/** spec §2: the transparent bar's background fades in over the first 180 px of scrolling. */
const FADE_DISTANCE = 180;

type Props = {
  title: string;
  showBack: boolean;
  showHome: boolean;
  /** The home page's bell: the message centre, with the unread count (issue 21). */
  showBell?: boolean;
  transparent?: boolean;
  /** The system pages' custom style (spec §2): always clear, floating over the map. */
  overlay?: boolean;
};

/** The navigation bar of spec §2: back, home, the page title and the language picker. */
export function AppNavBar({ title, showBack, showHome, showBell = false, transparent = false, overlay = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!transparent || !bar) return;
    // Written straight to the element: a scroll handler that re-rendered React would stutter on phones.
    const update = () => {
      const opacity = Math.min(1, Math.max(0, window.scrollY / FADE_DISTANCE));
      bar.style.setProperty('--nav-bg-opacity', String(opacity));
      bar.toggleAttribute('data-solid', opacity >= 0.5);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      // The bar outlives the page (it belongs to the layout): the next page starts opaque.
      bar.style.removeProperty('--nav-bg-opacity');
      bar.removeAttribute('data-solid');
    };
  }, [transparent]);

  const left = (
    <div className={styles.left}>
      {showBack && (
        <button type="button" className={styles.iconButton} aria-label={t('common.back')} onClick={() => navigate(-1)}>
          <BackIcon />
        </button>
      )}
      {showHome && (
        <button type="button" className={styles.iconButton} aria-label={t('common.home')} onClick={() => navigate(paths.home.getHref())}>
          <HomeIcon />
        </button>
      )}
    </div>
  );

  return (
    <header
      ref={barRef}
      className={overlay ? `${styles.bar} ${styles.overlay}` : transparent ? `${styles.bar} ${styles.transparent}` : styles.bar}
      data-testid="nav-bar"
      data-overlay={overlay || undefined}
    >
      <div className={styles.background} aria-hidden="true" />
      {/* Our own three slots, not antd-mobile's NavBar: its left slot is a role="button" holding our
          buttons (a control inside a control, which screen readers cannot operate). DOM order is tab order:
          back, home, the title, the bell (home), the language picker. */}
      <nav className={styles.nav} aria-label={t('common.pageNavigation')}>
        <div className={styles.side}>{left}</div>
        <div className={styles.titleSlot}>
          <h1 className={styles.title}>{title}</h1>
        </div>
        <div className={`${styles.side} ${styles.right}`}>
          {showBell && <MessagesBell className={`${styles.iconButton} ${styles.bell}`} />}
          <LanguagePicker />
        </div>
      </nav>
    </header>
  );
}
