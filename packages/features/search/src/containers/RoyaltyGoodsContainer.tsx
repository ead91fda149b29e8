import { EmptyState, ProductGrid, ProductListLayout, RightsFundPanel, type RightsFundPanelProps } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductCards } from '../hooks/useProductCards';
import { useRoyaltyShop } from '../hooks/useRoyalty';
import { coversNone, royaltyPageSize, royaltySorts, toRoyaltyCard, type RoyaltyQuery } from '../logic/royaltyView';
import { useStaffFundPanel } from './fundPanel';
import { useProductListFrame } from './productListFrame';

export type RoyaltyGoodsContainerProps = {
  /** The shop's state (sort, page), as the app read it from the URL. */
  query: RoyaltyQuery;
  /** Shows another state (the app makes it a new history entry). */
  onQueryChange: (next: RoyaltyQuery) => void;
  /** The product page of a mould number (/goods?mouldNo=…). */
  productHref: (mouldNo: string) => string;
  /** The home page, the breadcrumb's first step. */
  homeHref: string;
  /** The address of a state of the shop (/royalty/goods?…), for page links that work without script. */
  shopHref: (query: RoyaltyQuery) => string;
  /** Starts the staff sign-in, coming back here afterwards (offered to visitors). */
  onStaffSignIn: () => void;
};

/**
 * The staff royalty shop (spec §1 "royalty shop (rights-fund mall)", §2 royalty/goods, a public
 * route): the pieces staff can buy with their yearly rights fund, each at its rights-fund price with
 * the shop price struck and its yearly limit. A signed-in staff user sees their balance (and which
 * pieces it does not cover); a visitor sees that the fund is for staff, with the staff sign-in; a
 * customer sees the note alone. Every card leads to the product page.
 */
export function RoyaltyGoodsContainer({
  query,
  onQueryChange: go,
  productHref,
  homeHref,
  shopHref,
  onStaffSignIn,
}: RoyaltyGoodsContainerProps) {
  const { t } = useTranslation('search');
  const { viewer, user, goods, balance } = useRoyaltyShop(query);
  const { labels } = useProductCards(productHref);

  const balanceFen = viewer === 'staff' ? balance.data?.balanceFen : undefined;
  const entries = useMemo(() => goods.data?.list ?? [], [goods.data]);
  const cards = useMemo(() => {
    const words = {
      caption: t('royalty.caption'),
      limit: (count: number) => t('royalty.limit', { count }),
      shortOfFund: t('royalty.shortOfFund'),
    };
    return entries.map((entry) => toRoyaltyCard(entry, words, productHref, balanceFen));
  }, [entries, t, productHref, balanceFen]);
  const total = goods.data?.total;
  const frame = useProductListFrame({
    query,
    onQueryChange: go,
    listHref: shopHref,
    homeHref,
    crumb: { id: 'royalty', label: t('royalty.title') },
    sorts: royaltySorts,
    sortLabel: (sort) => t(`royalty.sorts.${sort}`),
    total,
    pageSize: royaltyPageSize,
    load: goods,
    failureMessage: t('royalty.failed'),
  });

  const staffPanel = useStaffFundPanel(
    balance,
    user.nickname,
    coversNone(balanceFen, entries) ? t('royalty.coversNone') : undefined,
  );
  const panel: RightsFundPanelProps =
    viewer === 'staff'
      ? staffPanel
      : viewer === 'visitor'
        ? {
            status: 'guest',
            title: t('royalty.staffOnlyTitle'),
            message: t('royalty.staffOnly'),
            actionLabel: t('royalty.staffSignIn'),
            onAction: onStaffSignIn,
          }
        : { status: 'guest', title: t('royalty.staffOnlyTitle'), message: t('royalty.customerNote') };

  return (
    <ProductListLayout
      {...frame}
      title={t('royalty.title')}
      lead={t('royalty.lead')}
      intro={<RightsFundPanel {...panel} />}
      count={total === undefined ? undefined : t('royalty.count', { count: total })}
    >
      {goods.data && goods.data.total === 0 ? (
        <EmptyState title={t('royalty.empty')} description={t('royalty.emptyHint')} />
      ) : (
        <ProductGrid
          products={cards}
          labels={labels}
          aria-label={t('royalty.results')}
          headingLevel={2}
          loading={!goods.data}
          loadingLabel={t('list.loading')}
        />
      )}
    </ProductListLayout>
  );
}
