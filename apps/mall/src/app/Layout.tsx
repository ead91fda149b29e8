import { Box, Heading, Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useRuntimeConfig } from '@mall/core';
import { usePageHandle } from './routeHandle';
import { usePageZoom } from './usePageZoom';
import * as styles from './Layout.css';

/**
 * The page frame of every route under the layout (spec §2). The page zooms with the window width
 * (spec §1, `zoomRatio`); the route's handle hides the header (submitSuccess, payFail, paySuccess)
 * or the footer (register). Issue #4 replaces the header and footer here with the full shell
 * (notice bar, gold-price and account pop-ups, tab navigation, drawers); the landmarks stay.
 */
export function Layout() {
  const { t } = useTranslation('app');
  const config = useRuntimeConfig();
  const handle = usePageHandle();
  const zoom = usePageZoom();
  return (
    // Overlays (drawers, pop-ups) are portalled outside this element and keep their true size.
    <div style={{ zoom }}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      {handle?.hideHeader ? null : (
        <header className={styles.header}>
          <Box display="flex" alignItems="center" gap="medium" width="full" maxWidth="content" paddingX="gutter" paddingY="medium">
            <a className={styles.brand} href="/home">
              <img src={config.brand.logo} alt="" width={40} height={40} />
              <Stack space="none">
                <Text weight="strong" size="lead">{config.brand.name}</Text>
                <Text size="caption" tone="gold">{t('brandTagline')}</Text>
              </Stack>
            </a>
          </Box>
        </header>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {handle?.hideFooter ? null : (
        <footer className={styles.footer}>
          <Box width="full" maxWidth="content" paddingX="gutter" paddingY="large">
            <Stack space="small">
              <Heading level={4}>{t('support.title')}</Heading>
              <Text tone="muted">{t('support.hotline', { number: config.support.hotline, hours: config.support.hotlineHours })}</Text>
              <Text tone="muted">{t('support.chat', { hours: config.support.chatHours })}</Text>
              <Text tone="muted" size="small">
                {t('footer.copyright', { year: new Date().getFullYear(), brand: config.brand.name })}
              </Text>
            </Stack>
          </Box>
        </footer>
      )}
    </div>
  );
}
