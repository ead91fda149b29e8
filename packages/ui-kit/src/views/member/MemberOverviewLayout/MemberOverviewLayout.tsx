import type { ReactNode } from 'react';
import * as styles from './MemberOverviewLayout.css';

export type MemberOverviewLayoutProps = {
  /** The member card (MemberCard). */
  card: ReactNode;
  /** Beside the card, stacked: the level progress and the points (none for staff). */
  side?: ReactNode;
};

/** The member centre's first row (issue #13): the card beside the level and the points; one column on a narrow window. */
export function MemberOverviewLayout({ card, side }: MemberOverviewLayoutProps) {
  return (
    <div className={styles.root}>
      {card}
      {side ? <div className={styles.side}>{side}</div> : null}
    </div>
  );
}
