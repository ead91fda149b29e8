import { useSessionStore } from '@mall/core';
import {
  CookieBannerContainer,
  FloatingActionsContainer,
  FooterContainer,
  GreyModeSync,
  HeaderContainer,
  NoticeBarContainer,
  StaffWatermark,
  useOpenChat,
} from '@mall/feature-layout';
import { SearchPopupContainer } from '@mall/feature-search';
import { ClauseConsentContainer, MemberSummaryContainer, useLogout } from '@mall/feature-member';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from './paths';
import { usePageHandle } from './routeHandle';
import { useHeaderScrollPadding } from './useHeaderScrollPadding';
import { usePageZoom } from './usePageZoom';
import * as styles from './Layout.css';

const headerHrefs = { home: paths.home(), myAccount: paths.myIndex.accountOverview(), orders: paths.myIndex.orderList() };

/**
 * The page frame of every route under the layout (spec §2): notice bar and header (hidden where
 * the route's handle says: submitSuccess, payFail, paySuccess), the main landmark, the footer
 * (hidden on register), the floating customer-service and back-to-top buttons, the cookie banner,
 * grey mode and the staff watermark. The page zooms with the window width (spec §1, `zoomRatio`).
 * Login and register open their pages until the drawers arrive with the accounts issue.
 */
export function Layout() {
  const { t } = useTranslation('app');
  const handle = usePageHandle();
  const zoom = usePageZoom();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore();
  const [cookieBannerHeight, setCookieBannerHeight] = useState(0);
  useHeaderScrollPadding(!handle?.hideHeader);

  // spec §8 "Chat auth while not logged in": remember the current path, then open login.
  const requireLogin = useCallback(() => {
    session.rememberRedirect(`${location.pathname}${location.search}`);
    void navigate(paths.login());
  }, [session, location.pathname, location.search, navigate]);
  const openChat = useOpenChat(requireLogin);
  const goHome = useCallback(() => void navigate(paths.home()), [navigate]);
  // spec §6: staff leave through the provider's end-session; everyone else goes home.
  const logout = useLogout(goHome);

  // spec §4: searching the keyword of the list on show just closes the pop-up.
  const currentKeyword = location.pathname === paths.goodsList() ? (new URLSearchParams(location.search).get('keyword') ?? undefined) : undefined;
  const search = (
    <SearchPopupContainer
      currentKeyword={currentKeyword}
      productHref={paths.goods}
      onSearch={(keyword) => void navigate(paths.goodsList(keyword))}
      onNavigate={(path) => void navigate(path)}
    />
  );

  return (
    // Overlays (drawers, pop-ups) are portalled outside this element and keep their true size.
    <div style={{ zoom, paddingBottom: cookieBannerHeight || undefined }}>
      <GreyModeSync />
      <StaffWatermark />
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      {handle?.hideHeader ? null : (
        <HeaderContainer
          hrefs={headerHrefs}
          notice={<NoticeBarContainer />}
          search={search}
          onLogin={() => void navigate(paths.login())}
          onRegister={() => void navigate(paths.register())}
          onLoggedOut={goHome}
          onLogout={() => void logout()}
          accountSummary={<MemberSummaryContainer />}
          currentUrl={`${location.pathname}${location.search}`}
        />
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {handle?.hideFooter ? null : (
        <FooterContainer onChat={openChat} />
      )}
      <FloatingActionsContainer onLoginRequired={requireLogin} />
      <CookieBannerContainer onHeightChange={setCookieBannerHeight} />
      {/* spec §4: the clause change notice, checked 1 s after a customer's session is known. */}
      <ClauseConsentContainer onLoggedOut={goHome} />
    </div>
  );
}
