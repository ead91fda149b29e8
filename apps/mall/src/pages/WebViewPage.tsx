import { useTranslation } from 'react-i18next';
import { StandalonePage } from './StandalonePage';

/** /webView, outside the layout (spec §2). Its content arrives with a later issue. */
export function WebViewPage() {
  const { t } = useTranslation('app');
  return <StandalonePage title={t('routes.webView')}>{t('webView.message')}</StandalonePage>;
}

export default WebViewPage;
