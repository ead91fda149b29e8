import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { memberMenu, selectedMenuItem } from '../../app/memberMenu';
import { useSessionSnapshot } from '../../app/session';
import * as styles from './MemberCentreLayout.css';

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
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label={t('memberMenu.label')}>
        {groups.map((group) => (
          <div key={group.id} className={styles.group}>
            <p className={styles.groupLabel} id={`member-menu-${group.id}`}>
              {t(group.labelKey)}
            </p>
            <ul className={styles.list} aria-labelledby={`member-menu-${group.id}`}>
              {group.items.map((item) => {
                const isSelected = selection?.itemId === item.id;
                return (
                  <li key={item.id}>
                    <Link
                      className={styles.link}
                      to={item.path}
                      aria-current={isSelected ? (selection.isExact ? 'page' : 'true') : undefined}
                    >
                      {t(item.titleKey)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

export default MemberCentreLayout;
