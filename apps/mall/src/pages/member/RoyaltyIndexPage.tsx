import { RightsFundContainer } from '@mall/feature-search';
import { ActionLink, Stack } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /myIndex/royalty/index (spec §2, staff only; issue #13): this year's rights fund, what was spent,
 * the pieces it still covers and the way into the royalty shop (/royalty/goods) and to the fund's orders.
 */
export function RoyaltyIndexPage() {
  const { t } = useTranslation('app');
  return (
    <PageFrame>
      <Stack space="large">
        <RightsFundContainer shopHref={paths.royaltyGoods()} productHref={paths.goods} withPieces />
        <ActionLink href={paths.myIndex.royaltyOrder()}>{t('royaltyPages.toOrders')}</ActionLink>
      </Stack>
    </PageFrame>
  );
}

export default RoyaltyIndexPage;
