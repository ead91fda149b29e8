import type { ReactNode } from 'react';
import * as styles from './CheckoutFrame.css';

export type CheckoutFrameProps = {
  /** The page's heading (确认订单), drawn with the columns. */
  title?: string;
  /** The page's content; with `aside`, the order's choices (gift, address, points…), spaced in a column. */
  children: ReactNode;
  /** The order summary, beside the choices (below them on a narrow screen) and sticking in view. */
  aside?: ReactNode;
};

/**
 * The checkout's and the payment's page (spec §2 /pay, /payment): the content width, centred; with an
 * aside, the title over two columns, the choices and the order summary.
 */
export function CheckoutFrame({ title, children, aside }: CheckoutFrameProps) {
  if (aside === undefined) {
    return (
      <div className={styles.page}>
        {title ? <h1 className={styles.title}>{title}</h1> : null}
        {children}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <div className={styles.aside}>{aside}</div>
      </div>
    </div>
  );
}
