import { GoodsDetailContainer, type GoodsHrefs } from '@mall/feature-goods';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';

const hrefs: GoodsHrefs = { home: paths.home(), list: (keyword) => paths.goodsList(keyword), goods: (mouldNo) => paths.goods(mouldNo) };

/**
 * /goods?mouldNo=… (spec §2; /s/{mouldNo} is rewritten here): the product page. The bag arrives
 * with its own issue and will pass `onAddToBag`; until then the page says the bag opens soon.
 */
export function GoodsPage() {
  const [params] = useSearchParams();
  return <GoodsDetailContainer mouldNo={params.get('mouldNo') ?? ''} hrefs={hrefs} />;
}

export default GoodsPage;
