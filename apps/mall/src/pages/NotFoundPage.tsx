import { Heading, PageColumn, Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <PageColumn spacing="xxlarge">
      <Stack space="medium">
        <Heading level={1}>{t('notFound.title')}</Heading>
        <Text tone="muted">{t('notFound.description')}</Text>
        <Link to="/home">{t('notFound.home')}</Link>
      </Stack>
    </PageColumn>
  );
}

export default NotFoundPage;
