import { useId, type ReactNode } from 'react';
import * as styles from './MemberSection.css';

export type MemberSectionProps = {
  /** The heading, also the section's accessible name (积分规则). */
  title: string;
  /** Rules as a bulleted list, muted (积分获取、使用、过期…). */
  rules?: readonly string[];
  /** The content under the heading (a table, the ledger). */
  children?: ReactNode;
};

/** A titled part of the membership page (spec §6): the rules, the levels, the records. */
export function MemberSection({ title, rules, children }: MemberSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {rules ? (
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
