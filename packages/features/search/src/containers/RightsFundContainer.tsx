import { CentreSection, RetryNotice, ProductGrid, RightsFundPanel, Stack } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductCards } from '../hooks/useProductCards';
import { useRoyaltyShop } from '../hooks/useRoyalty';
import { canAffordWithFund } from '../logic/royaltyFund';
import { toRoyaltyCard } from '../logic/royaltyView';
import { useStaffFundPanel } from './fundPanel';

/** How many pieces the fund can buy the member centre shows (one row of the shop's grid). */
const piecesShown = 4;

export type RightsFundContainerProps = {
  /** The royalty shop (/royalty/goods). */
  shopHref: string;
  /** The product page of a mould number. */
  productHref: (mouldNo: string) => string;
  /** Also show pieces the balance can buy, cheapest first, under the panel (the rights-fund index). */
  withPieces?: boolean;
};

/**
 * The signed-in staff user's rights fund in the member centre (issue #13: the overview and
 * /myIndex/royalty/index; spec §1 rights-fund mall): this year's fund, what was spent and until
 * when; with `withPieces`, the pieces of the shop the balance still covers, cheapest first, and the
 * way into the shop.
 */
export function RightsFundContainer({ shopHref, productHref, withPieces = false }: RightsFundContainerProps) {
  const { t } = useTranslation('search');
  // Cheapest first: what the balance covers comes first.
  const { user, goods, balance } = useRoyaltyShop({ sort: 'priceAsc', page: 1 });
  const panel = useStaffFundPanel(balance, user.nickname);
  const { labels } = useProductCards(productHref);
  const balanceFen = balance.data?.balanceFen;
  const cards = useMemo(() => {
    if (balanceFen === undefined) return [];
    const words = {
      caption: t('royalty.caption'),
      limit: (count: number) => t('royalty.limit', { count }),
      shortOfFund: t('royalty.shortOfFund'),
    };
    return (goods.data?.list ?? [])
      .filter((entry) => canAffordWithFund(balanceFen, entry.royaltyPriceFen))
      .slice(0, piecesShown)
      .map((entry) => toRoyaltyCard(entry, words, productHref, balanceFen));
  }, [goods.data, balanceFen, t, productHref]);

  return (
    <Stack space="large">
      <RightsFundPanel {...panel} />
      {withPieces ? (
        <CentreSection
          title={t('fund.pieces')}
          moreLabel={t('fund.toShop')}
          moreHref={shopHref}
          note={goods.data && balance.data && cards.length === 0 ? t('fund.nonCovered') : undefined}
        >
          {goods.error && !goods.data ? (
            <RetryNotice
              message={t('royalty.failed')}
              retryLabel={t('list.retry')}
              onRetry={() => void goods.mutate()}
            />
          ) : (
            <ProductGrid
              products={cards}
              labels={labels}
              aria-label={t('fund.pieces')}
              headingLevel={3}
              loading={!goods.data || !balance.data}
              loadingLabel={t('list.loading')}
            />
          )}
        </CentreSection>
      ) : null}
    </Stack>
  );
}
