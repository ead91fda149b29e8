import { HeaderContainer, NoticeBarContainer } from '@mall/feature-layout';
import { SearchPopupContainer } from '@mall/feature-search';
import { useBagCount } from '@mall/feature-cart';
import { useLogout } from '@mall/feature-member';
import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseGoodsListQuery, paths } from './paths';

const MemberSummary = lazy(() =>
  import('./memberShellModule').then((module) => ({ default: module.MemberSummaryContainer })),
);

const headerHrefs = {
  home: paths.home(),
  myAccount: paths.myIndex.accountOverview(),
  orders: paths.myIndex.orderList(),
};

export type HeaderPartProps = {
  /** Opens the login drawer (the layout holds the drawers). */
  onLogin: () => void;
  /** Opens the register drawer. */
  onRegister: () => void;
  /** Opens the bag drawer. */
  onOpenBag: () => void;
};

/**
 * The notice bar and header of every page (spec §2), as one island of the frame (issue #16): what
 * it shows (the page on show, the bag's count, the session, the search keyword) it reads itself,
 * so the layout hands it only callbacks that keep their identity, and a server-drawn header is
 * hydrated from its HTML once its code is there, never drawn anew.
 */
export function HeaderPart({ onLogin, onRegister, onOpenBag }: HeaderPartProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const bagCount = useBagCount();
  const goHome = useCallback(() => void navigate(paths.home()), [navigate]);
  // spec §6: staff leave through the provider's end-session; everyone else goes home.
  const logout = useLogout(goHome);

  // spec §4: searching the keyword of the list on show just closes the pop-up.
  const currentKeyword =
    location.pathname === paths.goodsList()
      ? parseGoodsListQuery(new URLSearchParams(location.search)).keyword || undefined
      : undefined;

  return (
    <HeaderContainer
      hrefs={headerHrefs}
      notice={<NoticeBarContainer />}
      search={
        <SearchPopupContainer
          currentKeyword={currentKeyword}
          productHref={paths.goods}
          onSearch={(keyword) => void navigate(paths.goodsList({ keyword }))}
          onNavigate={(path) => void navigate(path)}
        />
      }
      onLogin={onLogin}
      onRegister={onRegister}
      onLoggedOut={goHome}
      onLogout={() => void logout()}
      accountSummary={
        <Suspense fallback={null}>
          <MemberSummary />
        </Suspense>
      }
      currentUrl={`${location.pathname}${location.search}`}
      onOpenBag={onOpenBag}
      bagCount={bagCount}
    />
  );
}
