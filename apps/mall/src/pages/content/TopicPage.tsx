import { TopicContainer } from '@mall/feature-content';
import { GoodsCardsGrid } from '@mall/feature-search';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseQueryId } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /d?id=…: a topic page; its title is the page's heading. */
export function TopicPage() {
  const [query] = useSearchParams();
  return (
    <PageFrame heading={false}>
      <TopicContainer
        id={parseQueryId(query)}
        renderPieces={(cards, label) => <GoodsCardsGrid cards={cards} aria-label={label} productHref={paths.goods} />}
      />
    </PageFrame>
  );
}

export default TopicPage;
