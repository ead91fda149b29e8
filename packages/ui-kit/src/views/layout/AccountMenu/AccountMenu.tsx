import type { ReactNode } from 'react';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Button } from '../../../primitives/controls/Button/Button';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import * as styles from './AccountMenu.css';

/** One entry of the logged-in menu (我的账户 → /myIndex/accountOverview). */
export type AccountMenuLink = {
  /** Stable key. */
  id: string;
  /** The visible text and accessible name (我的账户, 订单中心). */
  title: string;
  /** Where it leads. */
  href: string;
};

export type AccountMenuProps = {
  /** Which variant: logged out (login, register) or logged in (greeting, links, log out). */
  isLoggedIn: boolean;
  /** Logged out: a line above the buttons (登录后可查看订单、积分与会员权益). */
  prompt?: string;
  /** Logged out: the login button (登录). */
  loginLabel: string;
  /** Logged out: the register button (注册). */
  registerLabel: string;
  /** Called by the login button (the caller opens the login drawer, spec §2). */
  onLogin: () => void;
  /** Called by the register button (the caller opens the register drawer). */
  onRegister: () => void;
  /** Logged in: the greeting with the nickname, composed by the caller (您好，王女士). */
  greeting?: string;
  /** Logged in: the card level, or the staff mark (金卡, 员工), as a badge after the greeting. */
  levelLabel?: string;
  /** Logged in as staff (spec §1): the badge is drawn as a staff mark rather than a card level. */
  isStaff?: boolean;
  /** Logged in: a second line (会员卡号 8801 2345 6789, 工号 JY80001). */
  detail?: string;
  /** Logged in: a slot under the greeting, e.g. the member summary (card level, points, days joined). */
  summary?: ReactNode;
  /** Logged in: the entries (我的账户, 订单中心, and for staff 权益商城). */
  links?: readonly AccountMenuLink[];
  /** Logged in: the log-out button (退出登录). */
  logoutLabel: string;
  /** Called by the log-out button. */
  onLogout: () => void;
  /** Called as an entry is followed, before the page changes (the header pop-up closes). */
  onNavigate?: () => void;
};

/**
 * The content of the header's account pop-up (spec §2): logged out, login and register buttons;
 * logged in, a greeting with the card level, links to the account centre, and log out. Links and
 * buttons, not an ARIA menu: it lives in the Popover's dialog and reads as ordinary content.
 * Every label is required whatever the variant, so the caller switches `isLoggedIn` with the
 * session and nothing else.
 */
export function AccountMenu({
  isLoggedIn,
  prompt,
  loginLabel,
  registerLabel,
  onLogin,
  onRegister,
  greeting,
  levelLabel,
  isStaff = false,
  detail,
  summary,
  links = [],
  logoutLabel,
  onLogout,
  onNavigate,
}: AccountMenuProps) {
  if (!isLoggedIn) {
    return (
      <div className={styles.root}>
        {prompt ? <p className={styles.prompt}>{prompt}</p> : null}
        <div className={styles.actions}>
          <Button tone="primary" isBlock onPress={onLogin}>
            {loginLabel}
          </Button>
          <Button tone="secondary" isBlock onPress={onRegister}>
            {registerLabel}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.identity}>
        <span className={styles.avatar}>
          <Icon name="user" />
        </span>
        <div className={styles.identityText}>
          <p className={styles.greetingLine}>
            <span className={styles.greeting}>{greeting}</span>
            {levelLabel ? <Badge tone={isStaff ? 'info' : 'gold'}>{levelLabel}</Badge> : null}
          </p>
          {detail ? <p className={styles.detail}>{detail}</p> : null}
        </div>
      </div>
      {summary}
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.id}>
              <PlainLink className={styles.link} href={link.href} onClick={onNavigate}>
                {link.title}
                <Icon name="chevronRight" size="small" />
              </PlainLink>
            </li>
          ))}
        </ul>
      ) : null}
      <Button tone="neutral" size="small" isBlock onPress={onLogout}>
        {logoutLabel}
      </Button>
    </div>
  );
}
