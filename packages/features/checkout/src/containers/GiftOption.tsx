import { chinaTimeFormat } from '@mall/core';
import type { OrderConfirm } from '@mall/contract/checkout';
import { Checkbox, formatFen, Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * The summary's note for a presale piece (contract presale.ts): the deposit paid now, the balance
 * and the window it is paid in; presale pieces are checked out alone, without discounts.
 */
export function PresaleNote({ presale }: { presale: NonNullable<OrderConfirm['presale']> }) {
  const { t, i18n } = useTranslation('checkout');
  const when = (iso: string) =>
    chinaTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return t('presale.note', {
    deposit: formatFen(presale.depositFen),
    balance: formatFen(presale.balanceFen),
    start: when(presale.balanceStartPayTime),
    end: when(presale.balanceEndPayTime),
  });
}

/**
 * 作为礼物转赠 (issue #12; spec §3 isTransferGift): ticked, the order becomes a gift. The address is
 * then not asked for: after paying, the buyer sends a link from the order's detail, and the
 * recipient gives their own address when accepting it.
 */
export function GiftOption({
  isSelected,
  onChange,
  isDisabled,
}: {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Stack space="large">
      <Checkbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
        {t('gift.option')}
      </Checkbox>
      <Text as="p" tone="muted" size="small">
        {t(isSelected ? 'gift.selected' : 'gift.hint')}
      </Text>
    </Stack>
  );
}
