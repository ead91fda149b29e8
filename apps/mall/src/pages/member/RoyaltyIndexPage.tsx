import { RightsFundContainer } from '@mall/feature-search';
import { Stack } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';
import * as styles from './RoyaltyPages.css';

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
        <Link className={styles.link} to={paths.myIndex.royaltyOrder()}>
          {t('royaltyPages.toOrders')}
        </Link>
      </Stack>
    </PageFrame>
  );
}

export default RoyaltyIndexPage;
