import { Drawer } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { bagStore } from '../hooks/bagStore';
import { useBagPanel, type BagPanelProps } from './BagPanel';

export type BagDrawerContainerProps = BagPanelProps & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The header's bag drawer (spec §2, 528 px): the bag's lines, then the checkout bar kept at the bottom. */
export function BagDrawerContainer({ isOpen, onOpenChange, ...panel }: BagDrawerContainerProps) {
  const { t } = useTranslation('cart');
  const { body, footer } = useBagPanel(panel, 'drawer');
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        // The merge notice has been seen once the drawer closes.
        if (!open) bagStore.setMergedCount(0);
        onOpenChange(open);
      }}
      title={t('title')}
      closeLabel={t('close')}
      footer={footer}
    >
      {body}
    </Drawer>
  );
}
