import { useAddToBag } from '@mall/feature-cart';
import { useQuickAddChoice } from '@mall/feature-goods';
import { FootprintsContainer, type QuickAddOutcome } from '@mall/feature-search';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../app/feedback';
import { parsePage, paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /myIndex/myTracks?page (spec §2, issue #13): the member's browsing history. 加入购物袋 adds a
 * piece that needs no choice at once, and opens the product page of one with sizes to choose.
 */
export function MyTracksPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onToast = useToast();
  const quickAdd = useQuickAddChoice();
  const addToBag = useAddToBag();

  const onAddToBag = async (mouldNo: string): Promise<QuickAddOutcome> => {
    const { goods, choice } = await quickAdd(mouldNo);
    if (choice.kind === 'add') {
      await addToBag(goods, choice.attribute, 1);
      return 'added';
    }
    if (choice.kind === 'choose') void navigate(paths.goods(mouldNo));
    return choice.kind;
  };

  return (
    <PageFrame>
      <FootprintsContainer
        page={parsePage(params.get('page'))}
        onPageChange={(page) => void navigate(paths.myIndex.myTracks({ page }))}
        pageHref={(page) => paths.myIndex.myTracks({ page })}
        productHref={paths.goods}
        onBrowse={() => void navigate(paths.home())}
        onAddToBag={onAddToBag}
        onToast={onToast}
      />
    </PageFrame>
  );
}

export default MyTracksPage;
