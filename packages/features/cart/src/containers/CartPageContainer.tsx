import { BagPage } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useBagPanel, type BagPanelProps } from './BagPanel';

export type CartPageContainerProps = BagPanelProps;

/** /cart (spec §2, requires login): the bag's lines with the checkout bar below. */
export function CartPageContainer(props: CartPageContainerProps) {
  const { t } = useTranslation('cart');
  const { body, footer, isEmpty } = useBagPanel(props, 'page');
  return (
    // An empty bag has nothing to select or check out: the empty state's way out is enough.
    <BagPage title={t('pageTitle')} footer={isEmpty ? undefined : footer}>
      {body}
    </BagPage>
  );
}
