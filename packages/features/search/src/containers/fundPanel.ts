import type { RoyaltyBalanceResponse } from '@mall/contract/royalty';
import { chinaDay } from '@mall/core';
import { formatFen, type RightsFundPanelProps } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';

const yuan = (fen: number) => `¥${formatFen(fen)}`;

/**
 * The staff user's rights-fund panel from the balance call (royalty/balance): the balance with what
 * was granted this year, what was spent and until when; loading; or a failed load with its retry.
 * The shop and the member centre's rights-fund pages draw the same panel from it.
 */
export function useStaffFundPanel(
  balance: SWRResponse<RoyaltyBalanceResponse['data']>,
  nickname: string,
  note?: string,
): RightsFundPanelProps {
  const { t } = useTranslation('search');
  if (balance.data) {
    const fund = balance.data;
    return {
      status: 'balance',
      title: t('royalty.myFund'),
      holder: t('royalty.holder', { name: fund.nickname || nickname, staffCode: fund.staffCode }),
      balanceLabel: t('royalty.balance'),
      balanceFen: fund.balanceFen,
      facts: [
        { id: 'granted', label: t('royalty.granted', { year: fund.year }), value: yuan(fund.grantedFen) },
        { id: 'used', label: t('royalty.used'), value: yuan(fund.usedFen) },
        { id: 'expires', label: t('royalty.expires'), value: chinaDay(fund.expiresAt) },
      ],
      note,
    };
  }
  if (balance.error) {
    return {
      status: 'error',
      title: t('royalty.myFund'),
      message: t('royalty.balanceFailed'),
      retryLabel: t('list.retry'),
      onRetry: () => void balance.mutate(),
    };
  }
  return { status: 'loading', title: t('royalty.myFund'), loadingLabel: t('royalty.balanceLoading') };
}
