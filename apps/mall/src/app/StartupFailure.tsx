import { Button, FailurePage, Text } from '@mall/ui-kit';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackHost, type AppFeedback } from './feedback';

/**
 * Shown when /config.json cannot be loaded: the toast 初始化失败 of spec §8, and, since the mall
 * cannot work without its config, the same words on the page with a way to try again.
 */
export function StartupFailure({
  i18n,
  feedback,
  onRetry,
}: {
  i18n: I18n;
  feedback: AppFeedback;
  onRetry: () => void;
}) {
  const t = i18n.getFixedT(null, 'app');
  useEffect(() => feedback.toast(t('initFailed'), 'critical'), [feedback, t]);
  return (
    <I18nextProvider i18n={i18n}>
      <FailurePage isCentred>
        <Text size="lead" weight="strong">
          {t('initFailed')}
        </Text>
        <Button onPress={onRetry}>{t('retry')}</Button>
      </FailurePage>
      <FeedbackHost feedback={feedback} />
    </I18nextProvider>
  );
}
