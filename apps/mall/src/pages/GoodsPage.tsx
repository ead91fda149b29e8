import { useAddToBag } from '@mall/feature-cart';
import { GoodsDetailContainer, type GoodsHrefs } from '@mall/feature-goods';
import { useSearchParams } from 'react-router-dom';
import { useChatOpener } from '../app/chatOpener';
import { paths } from '../app/paths';
import { parseMouldNo } from '../app/pageQueries';

const hrefs: GoodsHrefs = {
  home: paths.home(),
  list: (keyword) => paths.goodsList({ keyword }),
  goods: (mouldNo) => paths.goods(mouldNo),
};

/**
 * /goods?mouldNo=… (spec §2; /s/{mouldNo} is rewritten here): the product page. 加入购物袋 puts the
 * chosen size in the bag — a visitor's local bag, or the member's on the server — and the page
 * confirms it. 在线客服 opens the chat about this piece in a new tab (spec §7, issue #15).
 */
export function GoodsPage() {
  const [params] = useSearchParams();
  const addToBag = useAddToBag();
  const openChat = useChatOpener();
  return (
    <GoodsDetailContainer
      mouldNo={parseMouldNo(params)}
      hrefs={hrefs}
      onAddToBag={addToBag}
      onService={openChat ?? undefined}
    />
  );
}

export default GoodsPage;
