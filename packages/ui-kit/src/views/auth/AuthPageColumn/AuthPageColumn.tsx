import type { ReactNode } from 'react';
import * as styles from './AuthPageColumn.css';

export const authPageColumnWidths = ['login', 'form', 'drawer'] as const;

export type AuthPageColumnProps = {
  /** The sign-in, registration or reset view. */
  children: ReactNode;
  /** login: the login view under the header; form: 480 px for a form (default); drawer: the login drawer's width. */
  width?: (typeof authPageColumnWidths)[number];
};

/** The column an account page (/login, /register, /reset, the staff sign-in) draws its view in. */
export function AuthPageColumn({ children, width }: AuthPageColumnProps) {
  return <div className={styles.column({ width })}>{children}</div>;
}
