import { useRuntimeConfig } from '@mall/core';
import { WebViewFrame } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { WEB_VIEW_SANDBOX, webViewTarget, webViewTitle } from '../logic/webViewUrl';

export type WebViewContainerProps = {
  /** The `url` query of /webView: the campaign page to frame. */
  url: string | null;
  /** The `title` query of /webView, shown as plain text. */
  title: string | null;
  /** Where the way back leads (the app's /home). Features do not know routes. */
  backHref: string;
};

/**
 * /webView (spec §2, outside the layout): a campaign page framed in a sandbox when its origin is one
 * of the runtime config's webViewHosts (the server's CSP frame-src allows the same list), else a
 * refusal. A refused page shows the route's own name, never the query's title, so a crafted link
 * cannot put its words above the mall's refusal.
 */
export function WebViewContainer({ url, title, backHref }: WebViewContainerProps) {
  const { t } = useTranslation('content');
  const { webViewHosts } = useRuntimeConfig();
  const target = webViewTarget(url, webViewHosts, window.location.origin);
  const back = { label: t('webView.back'), href: backHref };
  if (target.ok) {
    return (
      <WebViewFrame
        title={webViewTitle(title) || t('webView.untitled')}
        back={back}
        page={{ src: target.url, sandbox: WEB_VIEW_SANDBOX }}
      />
    );
  }
  return (
    <WebViewFrame
      title={t('webView.name')}
      back={back}
      refusal={{ title: t('webView.refused'), description: t(`webView.reason.${target.reason}`) }}
    />
  );
}
