import type { ReactNode } from 'react';
import { Heading } from '../../../primitives/typography/Text/Text';
import * as styles from './BagPage.css';

export type BagPageProps = {
  /** The page's heading (购物袋). */
  title: string;
  /** The bag's lines, or its empty state. */
  children: ReactNode;
  /** The checkout bar (select all, totals, 结算), kept at the foot of the window; left out for an empty bag. */
  footer?: ReactNode;
};

/** /cart (spec §2): the bag on a page of its own, its checkout bar sticking to the foot of the window. */
export function BagPage({ title, children, footer }: BagPageProps) {
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {children}
      {footer ? <div className={styles.bar}>{footer}</div> : null}
    </div>
  );
}
