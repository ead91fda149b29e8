import { HelpCentreContainer } from '@mall/feature-content';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseQueryId } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /helpCenter?id=…: the help pages by category, the chosen one beside them. */
export function HelpCentrePage() {
  const [query] = useSearchParams();
  return (
    <PageFrame>
      <HelpCentreContainer id={parseQueryId(query)} helpHref={paths.helpCenter} />
    </PageFrame>
  );
}

export default HelpCentrePage;
