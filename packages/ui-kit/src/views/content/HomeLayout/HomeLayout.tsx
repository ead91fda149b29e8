import type { ReactNode } from 'react';
import * as styles from './HomeLayout.css';

export type HomeLayoutProps = {
  /** The home's parts, top to bottom: the banners, the floors. */
  children: ReactNode;
};

/** The home page's column (spec §2 home): its parts spaced widely, within the content width. */
export function HomeLayout({ children }: HomeLayoutProps) {
  return <div className={styles.page}>{children}</div>;
}
