import { MembershipContainer } from '@mall/feature-member';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /myIndex/membership (spec §2, issue #13): the member's points, card levels and records. Staff have
 * no membership; the page offers their rights-fund mall instead (the menu already shows it).
 */
export function MembershipPage() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <MembershipContainer onRoyalty={() => void navigate(paths.myIndex.royaltyIndex())} />
    </PageFrame>
  );
}

export default MembershipPage;
