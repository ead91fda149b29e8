import { ArticleDetailContainer } from '@mall/feature-content';
import { PageFrame } from '../PageFrame';

/** /contact: the 联系我们 help page (asked for by its slug), under the route's own heading. */
export function ContactPage() {
  return (
    <PageFrame>
      <ArticleDetailContainer target={{ article: { slug: 'contact' } }} titleLevel={null} />
    </PageFrame>
  );
}

export default ContactPage;
