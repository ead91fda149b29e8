import { island, useSession, useSessionStore } from '@mall/core';
import { GreyModeSync } from '@mall/feature-layout';
import { destinationAfterLogin, LoginCompletion, useAuthDrawers, withoutErrorParam } from '@mall/feature-auth';
import { useOpenChat } from '@mall/feature-chat';
import { failureMessage } from '@mall/core';
import { useBagSync } from '@mall/feature-cart';
import { Suspense, useCallback, useContext, useRef, useState } from 'react';
import { SiteFrame } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ChatOpenerContext } from './chatOpener';
import { FeedbackContext, useToast } from './feedback';
import { LazyBagDrawer } from './LazyBagDrawer';
import { LazyAuthDrawers } from './LazyAuthDrawers';
import { onDemand } from './onDemand';
import { parseLoginError, paths } from './paths';
import { usePageHandle } from './routeHandle';
import { useHeaderScrollPadding } from './useHeaderScrollPadding';
import { useRecordAgreedClauses } from './useRecordAgreedClauses';
import { usePageZoom } from './usePageZoom';

// What only some visits need comes on demand (issue #16): a signed-in shopper's clause check and
// staff watermark once a session is known, the 登录错误 dialog with a login error.
const memberShell = () => import('./memberShellModule');
const ClauseConsent = onDemand(() => memberShell().then((module) => module.ClauseConsentContainer));
const StaffWatermark = onDemand(() => memberShell().then((module) => module.StaffWatermark));
const LoginErrorDialog = onDemand(() => import('./loginErrorModule').then((module) => module.default));
// The header, footer, floating buttons and cookie banner hydrate after the page, as islands.
const frameParts = () => import('./framePartsModule');
const Header = island(() => frameParts().then((module) => module.HeaderPart));
const Footer = island(() => frameParts().then((module) => module.FooterContainer));
const FloatingActions = island(() => frameParts().then((module) => module.FloatingActionsContainer));
const CookieBanner = island(() => frameParts().then((module) => module.CookieBannerContainer));

/**
 * Fetches the frame's code (its islands share one chunk): a page the browser draws awaits it, so
 * the header and footer are drawn with the page, not after it.
 */
export const loadFrameParts = (): Promise<void> =>
  Promise.all([Header, Footer, FloatingActions, CookieBanner].map((part) => part.preload())).then(() => undefined);

/**
 * The page frame of every route under the layout (spec §2): notice bar and header (hidden where
 * the route's handle says: submitSuccess, payFail, paySuccess), the main landmark, the footer
 * (hidden on register), the floating customer-service and back-to-top buttons, the cookie banner,
 * grey mode and the staff watermark. The page zooms with the window width (spec §1, `zoomRatio`).
 * Login and register open the 528 px drawers (spec §2, §4); a login that comes back with its
 * one-time cookie completes here on any page, and a failed one shows the 登录错误 dialog.
 */
export function Layout() {
  const { t, i18n } = useTranslation('app');
  const handle = usePageHandle();
  const zoom = usePageZoom();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore();
  const { isLoggedIn, isStaff } = useSession();
  // The page is padded by the cookie banner's height, written straight on the element: as state it
  // drew the whole layout again at once after hydration, one long task (issue #16 TBT).
  const frame = useRef<HTMLDivElement>(null);
  const padForCookieBanner = useCallback((heightPx: number) => {
    frame.current?.style.setProperty('padding-bottom', heightPx > 0 ? `${heightPx}px` : null);
  }, []);
  useHeaderScrollPadding(!handle?.hideHeader);
  const drawers = useAuthDrawers();
  const toast = useToast();
  const currentUrl = `${location.pathname}${location.search}${location.hash}`;
  const loginError = parseLoginError(new URLSearchParams(location.search));
  const feedback = useContext(FeedbackContext);
  const [isBagOpen, setBagOpen] = useState(false);
  const openBag = useCallback(() => setBagOpen(true), []);
  const { show: showDrawer } = drawers;
  const showLogin = useCallback(() => showDrawer('login'), [showDrawer]);
  const showRegister = useCallback(() => showDrawer('register'), [showDrawer]);
  // Issue #7: a visitor's bag joins the member's on sign-in, with a notice; sign-out clears it.
  // The bag's texts come with the pages that use them (issue #16), so they are fetched for the notice.
  const announceMerge = useCallback(
    (pieces: number) =>
      void i18n
        .loadNamespaces('cart')
        .catch(() => undefined)
        .then(() => feedback?.toast(t('mergedNotice', { ns: 'cart', count: pieces }), 'positive')),
    [feedback, t, i18n],
  );
  useBagSync(announceMerge);

  // spec §8 "Chat auth while not logged in": remember the current path, then open the login drawer.
  const requireLogin = useCallback(() => {
    session.rememberRedirect(`${location.pathname}${location.search}`);
    drawers.show('login');
  }, [session, location.pathname, location.search, drawers]);

  // spec §4 login completion: the shopper ticked both agreements to sign in, so the three required
  // clauses are recorded as accepted; on /login the guest-only guard moves on (remembered page or
  // account overview); elsewhere back to this URL with the login parameters stripped.
  const recordAgreedClauses = useRecordAgreedClauses();
  const handleLoggedIn = useCallback(() => {
    recordAgreedClauses();
    drawers.close();
    if (location.pathname === paths.login()) return;
    const destination = destinationAfterLogin(currentUrl, null);
    if (destination !== currentUrl) void navigate(destination, { replace: true });
  }, [recordAgreedClauses, drawers, location.pathname, currentUrl, navigate]);
  // spec §7: the chat opens in a new tab with the member's signed identity; a visitor logs in first (spec §8).
  const chatFailed = useCallback(
    (error: unknown) => toast(failureMessage(error) || t('customerService.unavailable'), 'critical'),
    [toast, t],
  );
  const openChat = useOpenChat(requireLogin, chatFailed);
  // Kept in identity for the frame's islands (core's islands.tsx), which must not get new props before they hydrate.
  const openChatFromFrame = useCallback(() => openChat(), [openChat]);
  const goHome = useCallback(() => void navigate(paths.home()), [navigate]);

  return (
    // Overlays (drawers, pop-ups) are portalled outside this element and keep their true size.
    // Each region its own Suspense boundary (issue #16): a server-rendered page hydrates region by
    // region in separate tasks, the one a shopper touches first, instead of in one long task; and a
    // tap on a region not hydrated yet is replayed once it is (React replays events only into
    // boundaries, not into the root). The header is an island: its code comes after the first load.
    <SiteFrame
      ref={frame}
      zoom={zoom}
      skipLinkLabel={t('skipToContent')}
      header={handle?.hideHeader ? null : <Header onLogin={showLogin} onRegister={showRegister} onOpenBag={openBag} />}
      main={
        <ChatOpenerContext.Provider value={openChat}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ChatOpenerContext.Provider>
      }
    >
      {/* Grey mode sets a class on the document's root; the staff watermark is fixed over the page. */}
      <GreyModeSync />
      <StaffWatermark isNeeded={isStaff} />
      {handle?.hideFooter ? null : <Footer onChat={openChatFromFrame} />}
      <FloatingActions onService={openChatFromFrame} />
      <CookieBanner onHeightChange={padForCookieBanner} />
      {/* spec §4: the clause change notice, checked 1 s after a customer's session is known. */}
      <ClauseConsent isNeeded={isLoggedIn && !isStaff} onLoggedOut={goHome} clauseHref={paths.articleDetail} />
      <LazyAuthDrawers
        state={drawers}
        staffReturnTo={currentUrl}
        onRegistered={() => {
          recordAgreedClauses();
          void navigate(paths.registerSuccess());
        }}
        onGoShopping={() => void navigate(paths.home())}
        onToast={toast}
      />
      <LazyBagDrawer
        isOpen={isBagOpen}
        onOpenChange={setBagOpen}
        goodsHref={paths.goods}
        onCheckout={(lines) => {
          setBagOpen(false);
          void navigate(paths.pay(lines));
        }}
        onLoginRequired={() => {
          // spec §2: /cart and /pay need login; sign in, then come back to the bag.
          session.rememberRedirect(paths.cart());
          setBagOpen(false);
          drawers.show('login');
        }}
        onGoShopping={() => {
          setBagOpen(false);
          void navigate(paths.home());
        }}
      />
      <LoginCompletion onLoggedIn={handleLoggedIn} onToast={toast} />
      <LoginErrorDialog
        isNeeded={loginError !== null}
        error={loginError}
        onConfirm={() => void navigate(withoutErrorParam(currentUrl), { replace: true })}
      />
    </SiteFrame>
  );
}
