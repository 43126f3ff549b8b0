import type { ReactNode } from 'react';
import { BrandMark } from '@/components/illustrations/brand-mark';
import styles from './auth-hero.module.css';

/** The brand header of the sign-in and registration screens. */
export function AuthHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <BrandMark className={styles.mark} />
      <h2 className={styles.title}>{title}</h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </div>
  );
}
