import { FeedbackContainer } from '@mall/feature-service';
import { PageFrame } from '../PageFrame';

/** /feedBack (spec §2, login; issue #14 意见反馈): the feedback form and the member's thread. */
export function FeedbackPage() {
  return (
    <PageFrame>
      <FeedbackContainer />
    </PageFrame>
  );
}

export default FeedbackPage;
