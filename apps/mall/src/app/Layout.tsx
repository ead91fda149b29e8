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
import { destinationAfterLogin, LoginCompletion, LoginErrorDialog, useAuthDrawers, withoutErrorParam } from '@mall/feature-auth';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { StaffLoginNote } from '../pages/auth/StaffLoginNote';
import { useToast } from './feedback';
import { LazyAuthDrawers } from './LazyAuthDrawers';
import { paths } from './paths';
import { usePageHandle } from './routeHandle';
import { usePageZoom } from './usePageZoom';
import * as styles from './Layout.css';

const headerHrefs = { home: paths.home(), myAccount: paths.myIndex.accountOverview(), orders: paths.myIndex.orderList() };

/**
 * The page frame of every route under the layout (spec §2): notice bar and header (hidden where
 * the route's handle says: submitSuccess, payFail, paySuccess), the main landmark, the footer
 * (hidden on register), the floating customer-service and back-to-top buttons, the cookie banner,
 * grey mode and the staff watermark. The page zooms with the window width (spec §1, `zoomRatio`).
 * Login and register open the 528 px drawers (spec §2, §4); a login that comes back with its
 * one-time cookie completes here on any page, and a failed one shows the 登录错误 dialog.
 */
export function Layout() {
  const { t } = useTranslation('app');
  const handle = usePageHandle();
  const zoom = usePageZoom();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore();
  const [cookieBannerHeight, setCookieBannerHeight] = useState(0);
  const drawers = useAuthDrawers();
  const toast = useToast();
  const currentUrl = `${location.pathname}${location.search}${location.hash}`;
  const loginError = new URLSearchParams(location.search).get('error');

  // spec §8 "Chat auth while not logged in": remember the current path, then open the login drawer.
  const requireLogin = useCallback(() => {
    session.rememberRedirect(`${location.pathname}${location.search}`);
    drawers.show('login');
  }, [session, location.pathname, location.search, drawers]);

  // spec §4 login completion: on /login the guest-only guard moves on (remembered page or account
  // overview); elsewhere back to this URL with the login parameters stripped.
  const handleLoggedIn = useCallback(() => {
    drawers.close();
    if (location.pathname === paths.login()) return;
    const destination = destinationAfterLogin(currentUrl, null);
    if (destination !== currentUrl) void navigate(destination, { replace: true });
  }, [drawers, location.pathname, currentUrl, navigate]);
  const openChat = useOpenChat(requireLogin);

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
          onLogin={() => drawers.show('login')}
          onRegister={() => drawers.show('register')}
          onLoggedOut={() => void navigate(paths.home())}
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
      <LazyAuthDrawers
        state={drawers}
        staffContent={<StaffLoginNote />}
        onRegistered={() => void navigate(paths.registerSuccess())}
        onGoShopping={() => void navigate(paths.home())}
        onToast={toast}
      />
      <LoginCompletion onLoggedIn={handleLoggedIn} onToast={toast} />
      <LoginErrorDialog error={loginError} onConfirm={() => void navigate(withoutErrorParam(currentUrl), { replace: true })} />
    </div>
  );
}
