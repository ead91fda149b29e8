import type { ReactNode } from 'react';
import * as styles from './FailurePage.css';

export type FailurePageProps = {
  /** The failure's words (its heading, what happened). */
  children: ReactNode;
  /** The ways on (reload, home), in a row under the words. */
  actions?: ReactNode;
  /** Centred on the page (the startup failure, drawn without the mall's frame). */
  isCentred?: boolean;
};

/** What a page shows when it cannot load or the mall cannot start: plain words and a way on. */
export function FailurePage({ children, actions, isCentred = false }: FailurePageProps) {
  return (
    <div className={isCentred ? styles.centred : styles.page}>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
