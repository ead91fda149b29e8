import { Box, Heading, Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { useRuntimeConfig } from './RuntimeContext';
import * as styles from './Layout.css';

/**
 * The page frame. Issue #4 replaces the header and footer here with the full shell (notice bar,
 * gold-price and account pop-ups, tab navigation, drawers); the landmarks stay as they are.
 */
export function Layout() {
  const { t } = useTranslation('app');
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  return (
    // ui-kit links (Breadcrumb, …) navigate through the router without knowing it.
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
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
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
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
    </RouterProvider>
  );
}
