import type { ReactNode } from 'react';
import { Heading } from '../../../primitives/typography/Text/Text';
import { Tabs } from '../../../primitives/navigation/Tabs/Tabs';
import * as styles from './LoginView.css';

/** The login view's tabs (spec §2): phone code (default), account, new-user registration, staff. */
export const loginTabIds = ['phoneCode', 'account', 'register', 'staff'] as const;
export type LoginTabId = (typeof loginTabIds)[number];

/** Pop-up in the login drawer (the drawer shows the title) or page at /login (the view shows it). */
export const loginViewVariants = ['popup', 'page'] as const;

export type LoginViewTab = {
  id: LoginTabId;
  /** The tab label, also the view's title while selected (spec §2), e.g. 手机验证登录. */
  label: string;
  /** The tab's form or action. */
  content: ReactNode;
};

export type LoginViewProps = {
  /** The tabs in order. */
  tabs: readonly LoginViewTab[];
  /** The selected tab (controlled). */
  selectedTab: LoginTabId;
  onSelectTab: (id: LoginTabId) => void;
  /** Accessible name of the tab list, e.g. 登录方式. */
  tabsLabel: string;
  /** `page` shows the selected tab's label as the page heading; `popup` leaves it to the drawer. */
  variant?: (typeof loginViewVariants)[number];
};

/**
 * The login view (spec §2): titled by the selected tab; tabs for phone-code login, account login,
 * registration and staff login. The owner decides what each tab holds (the registration tab opens
 * the register drawer in pop-up mode or goes to /register in page mode).
 */
export function LoginView({ tabs, selectedTab, onSelectTab, tabsLabel, variant = 'page' }: LoginViewProps) {
  const title = tabs.find((tab) => tab.id === selectedTab)?.label ?? '';
  return (
    <div className={styles.root({ variant })}>
      {variant === 'page' ? <Heading level={1}>{title}</Heading> : null}
      <Tabs
        aria-label={tabsLabel}
        items={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: tab.content }))}
        selectedKey={selectedTab}
        onSelectionChange={(id) => onSelectTab(id as LoginTabId)}
      />
    </div>
  );
}
