import { Box, Button, Stack, Text } from '@mall/ui-kit';
import type { i18n as I18n } from 'i18next';

/** Shown when /config.json cannot be loaded (spec §8: 初始化失败), with a way to try again. */
export function StartupFailure({ i18n, onRetry }: { i18n: I18n; onRetry: () => void }) {
  const t = i18n.getFixedT(null, 'app');
  return (
    <Box display="flex" justifyContent="center" paddingY="xxlarge">
      <Stack space="medium" align="center">
        <div role="alert">
          <Text size="lead" weight="strong">{t('initFailed')}</Text>
        </div>
        <Button onPress={onRetry}>{t('retry')}</Button>
      </Stack>
    </Box>
  );
}
