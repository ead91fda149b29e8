import type { ReactNode } from 'react';
import * as styles from './SideNavLayout.css';

export type SideNavLayoutProps = {
  /** The side navigation (SideNav), or its loading state, 240 px wide. */
  nav: ReactNode;
  /** The page chosen in it. */
  children: ReactNode;
};

/** A side navigation beside the page it opens (the help centre). */
export function SideNavLayout({ nav, children }: SideNavLayoutProps) {
  return (
    <div className={styles.columns}>
      {nav}
      <div>{children}</div>
    </div>
  );
}
