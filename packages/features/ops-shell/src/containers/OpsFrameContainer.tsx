import { staffEndSessionUrl, useSessionStore } from '@mall/core';
import { OpsFrame } from '@mall/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { opsBrowser } from '../hooks/browser';
import { useOpsMe, useOpsShellApi } from '../hooks/useOpsShell';
import { visibleNavigation, type OpsNavItem } from '../logic/navigation';

export type OpsFrameContainerProps = {
  /** The console's pages (the app's route table names them). */
  navigation: readonly OpsNavItem[];
  /** The address of a page of the console (the router's basename added). */
  hrefOf: (path: string) => string;
  /** The key of the page on show. */
  current?: string;
  /** The page's title (its h1). */
  title: string;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The console's frame (issue #29): the staff member and their roles from the server, the navigation
 * cut to what their roles may use, and signing out of the console and the provider.
 */
export function OpsFrameContainer({ navigation, hrefOf, current, title, actions, children }: OpsFrameContainerProps) {
  const { t } = useTranslation('opsShell');
  const api = useOpsShellApi();
  const session = useSessionStore();
  const me = useOpsMe().data;
  const items = visibleNavigation(navigation, me?.permissions ?? []);
  const groups = [...new Set(items.map((item) => item.group))].map((group) => ({
    id: group,
    title: t(`nav.groups.${group}`),
    items: items
      .filter((item) => item.group === group)
      .map((item) => ({ id: item.key, label: t(`nav.${item.key}`), href: hrefOf(item.path) })),
  }));
  const signOut = () => {
    // The session ends here first; the provider's own session after, where it can be reached.
    session.logout();
    api.loginConfig().then(
      (config) => opsBrowser.assign(staffEndSessionUrl(config, opsBrowser.origin()) ?? hrefOf('/login')),
      () => opsBrowser.assign(hrefOf('/login')),
    );
  };
  return (
    <OpsFrame
      skipLinkLabel={t('frame.skip')}
      brand={t('frame.brand')}
      staff={{
        name: me?.nickname ?? session.get().user.nickname ?? '',
        roles: (me?.roles ?? []).map((role) => role.name),
      }}
      rolesLabel={t('frame.roles')}
      signOutLabel={t('frame.signOut')}
      onSignOut={signOut}
      navigationLabel={t('frame.navigation')}
      navigation={groups}
      currentNavigationId={current}
      title={title}
      actions={actions}
    >
      {children}
    </OpsFrame>
  );
}
