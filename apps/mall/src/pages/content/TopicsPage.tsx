import { TopicsContainer } from '@mall/feature-content';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/** /topics: every topic. */
export function TopicsPage() {
  return (
    <PageFrame>
      <TopicsContainer topicHref={paths.topic} />
    </PageFrame>
  );
}

export default TopicsPage;
