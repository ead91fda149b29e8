import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@mall/core';
import { StandalonePage } from './StandalonePage';

/**
 * /customerServiceView, outside the layout (spec §2): the mall's own chat page, which the runtime
 * config's chat URL points at by default (DESIGN.md §5). The chat itself arrives with the customer
 * service feature; until then it gives the support hours and the hotline (spec §1).
 */
export function CustomerServicePage() {
  const { t } = useTranslation('app');
  const { support } = useRuntimeConfig();
  return (
    <StandalonePage title={t('routes.customerServiceView')}>
      {t('customerService.message', { hours: support.chatHours, number: support.hotline })}
    </StandalonePage>
  );
}

export default CustomerServicePage;
