import { useRuntimeConfig, useSession, useSessionStore } from '@mall/core';
import {
  AccountMenu,
  formatCount,
  IconButton,
  IconLink,
  Popover,
  SiteHeader,
  Spinner,
  Stack,
  TabNav,
} from '@mall/ui-kit';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenus } from '../hooks/useLayoutData';
import { useScrollCompact } from '../hooks/useShellState';
import { currentMenuItem, toTabNavItems } from '../logic/shellMappers';

/** Where the header's links lead; the app builds them from its routes (features know no routes). */
export type HeaderHrefs = {
  /** The logo (/home). */
  home: string;
  /** Account centre entry of the logged-in menu (/myIndex/accountOverview). */
  myAccount: string;
  /** Order centre entry of the logged-in menu. */
  orders: string;
};

export type HeaderContainerProps = {
  hrefs: HeaderHrefs;
  /** The notice bar above the logo row, usually `<NoticeBarContainer />`. */
  notice?: ReactNode;
  /** The account pop-up's login button (the app opens login). */
  onLogin: () => void;
  /** The account pop-up's register button (the app opens register). */
  onRegister: () => void;
  /** Called after the session was logged out from the account pop-up (the app goes home). */
  onLoggedOut?: () => void;
  /**
   * Replaces the account pop-up's own log-out (session logout, then `onLoggedOut`), for a log-out
   * that also ends the server session or leaves through the staff provider (spec §6).
   */
  onLogout?: () => void;
  /** Logged in: shown in the account pop-up under the greeting (the member summary). */
  accountSummary?: ReactNode;
  /** The search button, when no `search` slot is given. */
  onSearch?: () => void;
  /** The search button with its pop-up, from the search feature (composed by the app); replaces the plain button. */
  search?: ReactNode;
  /** The bag button. */
  onOpenBag?: () => void;
  /** Items in the bag, drawn as a badge; leave out while unknown. */
  bagCount?: number;
  /** Id of the header menu item of the page on show; when left out it is found from `currentUrl`. */
  currentMenuId?: string;
  /** Path and query of the page on show (e.g. /goodsList?keyword=黄金): the navigation marks its menu item. */
  currentUrl?: string;
};

/**
 * The site header (spec §2): logo home, then the actions (gold-price pop-up, search, account
 * pop-up, store locator, bag) and the tab navigation built from the header menu (type 0). It
 * compresses on scroll down.
 */
export function HeaderContainer({
  hrefs,
  notice,
  onLogin,
  onRegister,
  onLoggedOut,
  onLogout,
  accountSummary,
  onSearch,
  search,
  onOpenBag,
  bagCount,
  currentMenuId,
  currentUrl,
}: HeaderContainerProps) {
  const { t } = useTranslation('layout');
  const { brand, storeLocatorUrl } = useRuntimeConfig();
  const isCompact = useScrollCompact();
  const { data: menus } = useMenus(0);
  const tabs = useMemo(() => toTabNavItems(menus ?? []), [menus]);

  const bag =
    bagCount === undefined ? (
      <IconButton icon="bag" label={t('header.bag')} onPress={onOpenBag} />
    ) : (
      <IconButton
        icon="bag"
        label={t('header.bag')}
        onPress={onOpenBag}
        badge={bagCount}
        badgeLabel={t('header.bagWithCount', { count: formatCount(bagCount) ?? bagCount })}
      />
    );

  return (
    <SiteHeader
      logoSrc={brand.logo}
      brandName={brand.name}
      homeHref={hrefs.home}
      isCompact={isCompact}
      notice={notice}
      actions={
        <Stack direction="row" align="center" space="xsmall">
          <GoldPricePopover />
          {search ?? <IconButton icon="search" label={t('header.search')} onPress={onSearch} />}
          <AccountPopover
            hrefs={hrefs}
            onLogin={onLogin}
            onRegister={onRegister}
            onLoggedOut={onLoggedOut}
            onLogout={onLogout}
            accountSummary={accountSummary}
          />
          <IconLink href={storeLocatorUrl} label={t('header.storeLocator')} icon="location" />
          {bag}
        </Stack>
      }
      navigation={
        tabs.length > 0 ? (
          <TabNav
            items={tabs}
            aria-label={t('nav.main')}
            currentId={currentMenuId ?? currentMenuItem(tabs, currentUrl)}
          />
        ) : null
      }
    />
  );
}

/**
 * The contents of the gold-price pop-up come with its first opening: the price, the advert and the
 * component that draws them are not part of the first load (bench/bundle.ts).
 */
const GoldPriceContent = lazy(() => import('./GoldPriceContent'));

/** The gold-price pop-up: opens on hover or press; the price and the gold advert load when it first opens. */
function GoldPricePopover() {
  const { t } = useTranslation('layout');
  return (
    <Popover
      aria-label={t('gold.title')}
      openOnHover
      placement="bottom end"
      trigger={<IconButton icon="gold" label={t('header.goldPrice')} aria-haspopup="dialog" />}
    >
      <Suspense fallback={<Spinner label={t('gold.loading')} />}>
        <GoldPriceContent />
      </Suspense>
    </Popover>
  );
}

type AccountPopoverProps = Pick<
  HeaderContainerProps,
  'hrefs' | 'onLogin' | 'onRegister' | 'onLoggedOut' | 'onLogout' | 'accountSummary'
>;

/** The account pop-up: login and register for a visitor; greeting, account links and logout once logged in. */
function AccountPopover({ hrefs, onLogin, onRegister, onLoggedOut, onLogout, accountSummary }: AccountPopoverProps) {
  const { t } = useTranslation('layout');
  const { user, isLoggedIn, isStaff } = useSession();
  const session = useSessionStore();
  const links = [
    { id: 'myAccount', title: t('account.myAccount'), href: hrefs.myAccount },
    { id: 'orders', title: t('account.orders'), href: hrefs.orders },
  ];
  const detail = isStaff
    ? t('account.staffCode', { code: user.staffCode })
    : user.cardNo
      ? t('account.cardNo', { cardNo: user.cardNo })
      : undefined;

  return (
    <Popover
      aria-label={t('header.account')}
      openOnHover
      placement="bottom end"
      trigger={<IconButton icon="user" label={t('header.account')} aria-haspopup="dialog" />}
    >
      {({ close }) => (
        <AccountMenu
          isLoggedIn={isLoggedIn}
          prompt={t('account.prompt')}
          loginLabel={t('account.login')}
          registerLabel={t('account.register')}
          onLogin={() => {
            close();
            onLogin();
          }}
          onRegister={() => {
            close();
            onRegister();
          }}
          greeting={t('account.greeting', { name: user.nickname })}
          levelLabel={isStaff ? t('account.staff') : user.card?.cardLevelDesc}
          isStaff={isStaff}
          detail={detail}
          summary={accountSummary}
          links={links}
          logoutLabel={t('account.logout')}
          onLogout={() => {
            close();
            if (onLogout) {
              onLogout();
              return;
            }
            session.logout();
            onLoggedOut?.();
          }}
          onNavigate={close}
        />
      )}
    </Popover>
  );
}
