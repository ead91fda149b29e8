import { Box, Heading, Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';

/** /home. Issue #4 builds it from the server's adverts and topics; until then it says so. */
export function HomePage() {
  const { t } = useTranslation('app');
  return (
    <Box maxWidth="content" width="full" paddingX="gutter" paddingY="xxlarge">
      <Stack space="medium">
        <Heading level={1}>{t('home.title')}</Heading>
        <Text size="lead">{t('home.lead')}</Text>
        <Box padding="gutter" background="goldSoft" borderRadius="medium">
          <Text tone="gold">{t('home.opening')}</Text>
        </Box>
      </Stack>
    </Box>
  );
}

export default HomePage;
