import { IconButton, Popover, Spinner } from '@mall/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The pop-up's content is its own chunk: the header shows the button first, and the panel's code
// loads on the first opening (issue #6; the brief's bar 6: pop-ups load on demand).
const SearchPopupPanel = lazy(() => import('./SearchPopupPanel'));

export type SearchPopupContainerProps = {
  /** Goes to the goods list for a keyword (the app builds /goodsList?keyword=…). */
  onSearch: (keyword: string) => void;
  /** Goes to the site path a first result's linkUrl names (spec §4), already checked to be on the mall. */
  onNavigate: (url: string) => void;
  /** The product page of a mould number (/goods?mouldNo=…). */
  productHref: (mouldNo: string) => string;
  /** The keyword of the list on show, if any: searching it again just closes the pop-up (spec §4). */
  currentKeyword?: string;
};

/**
 * The header's search button and pop-up (spec §2, §4): recent searches (local, banned words shown
 * as ***), hot keywords 15 a page with the first three flagged, a hint placeholder that moves on to
 * the next hint each time the pop-up opens, and the search adverts three a slide.
 */
export function SearchPopupContainer({ onSearch, onNavigate, productHref, currentKeyword }: SearchPopupContainerProps) {
  const { t } = useTranslation('search');
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [hintTurn, setHintTurn] = useState(0);

  const handleOpenChange = (next: boolean) => {
    if (next) {
      if (hasOpened) setHintTurn((turn) => turn + 1);
      setHasOpened(true);
    }
    setIsOpen(next);
  };
  const close = () => setIsOpen(false);

  return (
    <Popover
      aria-label={t('popup.title')}
      placement="bottom end"
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<IconButton icon="search" label={t('popup.open')} aria-haspopup="dialog" />}
    >
      {hasOpened ? (
        <Suspense fallback={<Spinner label={t('popup.loading')} />}>
          <SearchPopupPanel
            hintTurn={hintTurn}
            currentKeyword={currentKeyword}
            productHref={productHref}
            onClose={close}
            onSearch={(keyword) => {
              close();
              onSearch(keyword);
            }}
            onNavigate={(url) => {
              close();
              onNavigate(url);
            }}
          />
        </Suspense>
      ) : null}
    </Popover>
  );
}
