import { useTranslation } from 'react-i18next';
import { MemberCentreFrame } from '@mall/ui-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { memberMenu, selectedMenuItem } from '../../app/memberMenu';
import { useSessionSnapshot } from '../../app/session';

/**
 * The member centre frame (spec §2, /myIndex and the query and feedback pages): the account-centre
 * menu beside the page. The selected entry carries aria-current: "page" on its own page, "true" on
 * the pages it stands for (orderList on order details and order reviews). A visitor on a public
 * page of the menu (commodityVerification) sees the page alone, without the member menu.
 */
export function MemberCentreLayout() {
  const { t } = useTranslation('app');
  const session = useSessionSnapshot();
  const { pathname } = useLocation();
  if (!session.isLoggedIn) return <Outlet />;

  const groups = memberMenu(session);
  const selection = selectedMenuItem(groups, pathname);
  return (
    <MemberCentreFrame
      label={t('memberMenu.label')}
      groups={groups.map((group) => ({
        id: group.id,
        label: t(group.labelKey),
        items: group.items.map((item) => ({
          id: item.id,
          label: t(item.titleKey),
          href: item.path,
          current: selection?.itemId === item.id ? (selection.isExact ? 'page' : 'true') : undefined,
        })),
      }))}
    >
      <Outlet />
    </MemberCentreFrame>
  );
}

export default MemberCentreLayout;
