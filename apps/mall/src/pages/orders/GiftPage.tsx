import { GiftContainer } from '@mall/feature-orders';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseGiftToken } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /gift?token (issue #12): a transfer gift's share link, for a signed-in member to accept or return. */
export function GiftPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <GiftContainer
        token={parseGiftToken(params)}
        onAddAddress={() => void navigate(paths.myIndex.address())}
        onGoShopping={() => void navigate(paths.home())}
      />
    </PageFrame>
  );
}

export default GiftPage;
