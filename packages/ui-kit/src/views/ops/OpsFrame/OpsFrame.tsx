import type { ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { SideNav, type SideNavGroup } from '../../../primitives/navigation/SideNav/SideNav';
import { Heading, Text } from '../../../primitives/typography/Text/Text';
import { skipLink } from '../../../styles/skipLink.css';
import * as styles from './OpsFrame.css';

/** The staff member signed in, as the top bar shows them. */
export type OpsStaff = {
  /** Their name (林晓). */
  name: string;
  /** Their roles' names (超级管理员, 运营), each drawn as a tag. */
  roles: readonly string[];
};

export type OpsFrameProps = {
  /** The skip link's words (跳到主要内容): the first tab stop, leading to the page's main content. */
  skipLinkLabel: string;
  /** The console's name in the top bar (金缘珠宝 · 运营后台). */
  brand: string;
  /** Who is signed in. */
  staff: OpsStaff;
  /** Names the list of the staff member's roles (角色). */
  rolesLabel: string;
  /** The sign-out button (退出登录). */
  signOutLabel: string;
  /** Called by the sign-out button. */
  onSignOut: () => void;
  /** Names the side navigation landmark (后台导航). */
  navigationLabel: string;
  /** The console's sections in groups, each link a plain `<a href>` the app routes (SideNav's). */
  navigation: readonly SideNavGroup[];
  /** The id of the link to the page on show: marked aria-current="page". */
  currentNavigationId?: string;
  /** The page's title, its h1 (订单管理). */
  title: string;
  /** The page's own actions beside the title (导出, 批量发货). */
  actions?: ReactNode;
  /** The page: filters, tables, panels. */
  children: ReactNode;
};

/**
 * The operations console's shell (issue #29): a skip link, a top bar with the console's name, the
 * staff member and sign-out, the sections as a grouped side navigation, and the main landmark with
 * the page's title and actions. Drawn for a desktop (1024 px and up); from the tablet width down the
 * navigation moves above the page instead of beside it.
 */
export function OpsFrame({
  skipLinkLabel,
  brand,
  staff,
  rolesLabel,
  signOutLabel,
  onSignOut,
  navigationLabel,
  navigation,
  currentNavigationId,
  title,
  actions,
  children,
}: OpsFrameProps) {
  return (
    <div className={styles.frame}>
      <a className={skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={styles.topBar}>
        <Text size="lead" weight="strong">
          {brand}
        </Text>
        <Inline space="small" align="center">
          <Text weight="medium">{staff.name}</Text>
          <Inline as="ul" space="xsmall" aria-label={rolesLabel}>
            {staff.roles.map((role) => (
              <Badge key={role} tone="gold">
                {role}
              </Badge>
            ))}
          </Inline>
          <Button tone="neutral" size="small" onPress={onSignOut}>
            {signOutLabel}
          </Button>
        </Inline>
      </header>
      <div className={styles.body}>
        <div className={styles.side}>
          <SideNav label={navigationLabel} groups={navigation} currentId={currentNavigationId} />
        </div>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Stack space="large">
            <Inline space="medium" align="center" justify="space-between">
              <Heading level={1}>{title}</Heading>
              {actions ? (
                <Inline space="small" align="center">
                  {actions}
                </Inline>
              ) : null}
            </Inline>
            {children}
          </Stack>
        </main>
      </div>
    </div>
  );
}
