import { StoresContainer } from '@mall/feature-content';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseCity } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /onlineOfficialStore?city=…: the official online shops and the boutiques by city. */
export function StoresPage() {
  const [query] = useSearchParams();
  return (
    <PageFrame>
      <StoresContainer city={parseCity(query)} cityHref={paths.onlineOfficialStore} />
    </PageFrame>
  );
}

export default StoresPage;
