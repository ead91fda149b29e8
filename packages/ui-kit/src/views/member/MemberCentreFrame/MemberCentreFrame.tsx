import type { ReactNode } from 'react';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import * as styles from './MemberCentreFrame.css';

export type MemberCentreMenuGroup = {
  id: string;
  /** The group's label (我的订单, 帮助与反馈). */
  label: string;
  items: readonly {
    id: string;
    label: string;
    href: string;
    /** 'page' on the entry's own page; 'true' on a page it stands for (an order's details under 我的订单). */
    current?: 'page' | 'true';
  }[];
};

export type MemberCentreFrameProps = {
  /** Names the menu's navigation landmark (会员中心菜单). */
  label: string;
  groups: readonly MemberCentreMenuGroup[];
  /** The page of the member centre on show. */
  children: ReactNode;
};

/** The member centre (spec §2 /myIndex): the account-centre menu beside the page. */
export function MemberCentreFrame({ label, groups, children }: MemberCentreFrameProps) {
  return (
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label={label}>
        {groups.map((group) => (
          <div key={group.id} className={styles.group}>
            <p className={styles.groupLabel} id={`member-menu-${group.id}`}>
              {group.label}
            </p>
            <ul className={styles.list} aria-labelledby={`member-menu-${group.id}`}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <PlainLink className={styles.link} href={item.href} aria-current={item.current}>
                    {item.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
