import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { CountBadge } from '../../feedback/Badge/Badge';
import * as styles from './Tabs.css';

/** One tab: its label in the list and the panel it shows. */
export type TabItem = {
  /** Stable id, also what `selectedKey` and `onSelectionChange` speak in (e.g. 'sms', 'account'). */
  id: string;
  /** The tab's visible label and accessible name (e.g. 手机验证码登录). */
  label: string;
  /**
   * How many things the tab holds (the order centre's 待付款 2), drawn as a count badge after the
   * label and read with it (待付款 2); zero or none draws nothing.
   */
  count?: number;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** Shown but not selectable. */
  isDisabled?: boolean;
};

export type TabsProps = {
  /** The tabs in order (the login view: 手机验证码登录, 账号登录, 新用户注册, 员工登录). */
  items: TabItem[];
  /** Accessible name of the tab list (e.g. 登录方式). */
  'aria-label': string;
  /** Controlled selection: the id of the selected tab. */
  selectedKey?: string;
  /** Uncontrolled initial selection; the first enabled tab when left out. */
  defaultSelectedKey?: string;
  /** Called with the id of the newly selected tab (click, tap, or arrow keys). */
  onSelectionChange?: (id: string) => void;
};

/**
 * Tabs on React Aria: one tab stop for the list, arrow keys (and Home/End) move and select,
 * Tab moves on into the panel.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
}: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={ariaLabel} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
            {item.count ? (
              <>
                {' '}
                <CountBadge count={item.count} />
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.tabPanel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
