import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@mall/core';
import { usePageHandle } from './routeHandle';

/** Keeps document.title on the shown page's title (route handle `titleKey`) and the brand. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('app');
  const { brand } = useRuntimeConfig();
  const handle = usePageHandle();
  const title = handle ? t('documentTitle', { page: t(handle.titleKey), brand: brand.name }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
