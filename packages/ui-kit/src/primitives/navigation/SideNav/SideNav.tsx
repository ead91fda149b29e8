import { useId } from 'react';
import * as styles from './SideNav.css';

export type SideNavGroup = {
  id: string;
  /** The group's heading (e.g. 购物指南). */
  title: string;
  items: readonly { id: string; label: string; href: string }[];
};

export type SideNavProps = {
  /** Names the navigation landmark (e.g. 帮助中心目录). */
  label: string;
  groups: readonly SideNavGroup[];
  /** The item of the page on show: marked aria-current="page" and highlighted. */
  currentId?: string;
};

/** A side navigation in groups, for the help centre and other multi-page sections. */
export function SideNav({ label, groups, currentId }: SideNavProps) {
  const baseId = useId();
  return (
    <nav className={styles.nav} aria-label={label}>
      {groups.map((group) => {
        const headingId = `${baseId}-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <a className={styles.link} href={item.href} aria-current={item.id === currentId ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
