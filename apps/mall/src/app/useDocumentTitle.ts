import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '@mall/core';
import { usePageHandle } from './routeHandle';

/**
 * True when the page was rendered by the server (issue #16): its <title> is the page's own (the
 * piece's name on /goods, the topic's or article's title), which the route's generic title must not
 * replace after hydration.
 */
export const ServerTitleContext = createContext(false);

/**
 * Keeps document.title on the shown page's title (route handle `titleKey`) and the brand; the
 * title the server wrote stays for the location it was written for, until the first navigation.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation('app');
  const { brand } = useRuntimeConfig();
  const handle = usePageHandle();
  const { key } = useLocation();
  const firstKey = useRef(key);
  const keepsServerTitle = useContext(ServerTitleContext) && key === firstKey.current;
  const title = handle ? t('documentTitle', { page: t(handle.titleKey), brand: brand.name }) : null;
  useEffect(() => {
    if (title && !keepsServerTitle) document.title = title;
  }, [title, keepsServerTitle]);
}
