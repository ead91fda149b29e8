import { Button, FailurePage, Heading, Text } from '@mall/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';

/**
 * What a page that failed to load or render shows (a route module that no longer exists after a
 * release, a network drop, a bug): a plain explanation, a reload and a way home. Kept out of the
 * lazy chunks so it works when they do not.
 */
export function RouteError() {
  const { t } = useTranslation('app');
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <FailurePage
      actions={
        <>
          <Button tone="primary" onPress={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Link to="/home">{t('routeError.home')}</Link>
        </>
      }
    >
      <div role="alert">
        <Heading level={1}>{t('routeError.title')}</Heading>
      </div>
      <Text as="p" tone="muted">
        {t('routeError.description')}
      </Text>
    </FailurePage>
  );
}
