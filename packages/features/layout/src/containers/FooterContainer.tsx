import { useRuntimeConfig } from '@mall/core';
import { SiteFooter } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenus } from '../hooks/useLayoutData';
import { toFooterColumns } from '../logic/shellMappers';

export type FooterContainerProps = {
  /** Opens the online chat (see `FloatingActionsContainer`); without it the chat is only described. */
  onChat?: () => void;
};

/**
 * The page footer: the footer menu (type 1) as columns, and the support hours from the runtime
 * config (spec §1: hotline weekdays 9:30-17:30, online chat daily 8:15-23:45). The support block
 * shows while the menu loads or if it fails.
 */
export function FooterContainer({ onChat }: FooterContainerProps) {
  const { t } = useTranslation('layout');
  const { brand, support } = useRuntimeConfig();
  const { data } = useMenus(1);
  const columns = useMemo(() => toFooterColumns(data ?? []), [data]);
  return (
    <SiteFooter
      columns={columns}
      navigationLabel={t('footer.navLabel')}
      supportTitle={t('footer.supportTitle')}
      hotlineLabel={t('footer.hotlineLabel')}
      hotlineNumber={support.hotline}
      hotlineHours={t('footer.hotlineHours', { hours: support.hotlineHours })}
      chatLabel={t('footer.chatLabel')}
      chatHours={t('footer.chatHours', { hours: support.chatHours })}
      onChat={onChat}
      copyright={t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
    />
  );
}
