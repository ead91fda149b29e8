import { WebViewContainer } from '@mall/feature-content';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';
import { parseWebViewQuery } from '../app/pageQueries';

/**
 * /webView?url=…&title=… (spec §2), outside the layout: an allowed campaign page in a sandboxed
 * frame under its title and the way back to the mall, or a clear refusal (issue #14 item 6).
 */
export function WebViewPage() {
  const [query] = useSearchParams();
  const { url, title } = parseWebViewQuery(query);
  return <WebViewContainer url={url} title={title} backHref={paths.home()} />;
}

export default WebViewPage;
