import { SearchPanel, type SearchPanelLabels } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductCards } from '../hooks/useProductCards';
import { usePopupData, useSearchApi } from '../hooks/useSearchData';
import { useSearchHistory } from '../hooks/useSearchHistory';
import { decideSearch, hintForTurn, hotPage, maskBanned, resultRedirect, toSlides } from '../logic/searchRules';

export type SearchPopupPanelProps = {
  /** How many times the pop-up has opened before: picks the hint (spec §2 rotating hint). */
  hintTurn: number;
  currentKeyword?: string;
  productHref: (mouldNo: string) => string;
  onClose: () => void;
  onSearch: (keyword: string) => void;
  onNavigate: (url: string) => void;
};

/** The search pop-up's content, wired to the server and the local history (loaded on first open). */
export default function SearchPopupPanel({
  hintTurn,
  currentKeyword,
  productHref,
  onClose,
  onSearch,
  onNavigate,
}: SearchPopupPanelProps) {
  const { t } = useTranslation('search');
  const api = useSearchApi();
  const { hot, hints, badWords, adverts } = usePopupData(true);
  const { history, record, clear } = useSearchHistory();
  const { labels: productLabels, toCards } = useProductCards(productHref);
  const [value, setValue] = useState('');
  const [hotPageIndex, setHotPageIndex] = useState(0);
  const [isBusy, setIsBusy] = useState(false);

  const hint = hintForTurn(hints.data?.hint ?? [], hintTurn);
  const hotShown = hotPage(hot.data?.hot ?? [], hotPageIndex);
  // Recent searches wait for the banned words so a banned one never flashes unmasked (spec §4).
  const isBadWordsSettled = badWords.data !== undefined || badWords.error !== undefined;
  const recent = isBadWordsSettled
    ? history.map((word, index) => ({ id: String(index), label: maskBanned(word, badWords.data ?? []) }))
    : [];
  const slides = useMemo(() => toSlides(toCards(adverts.data?.list ?? [])), [adverts.data, toCards]);

  const labels: SearchPanelLabels = {
    field: t('popup.field'),
    submit: t('popup.submit'),
    recent: t('popup.recent'),
    clearRecent: t('popup.clearRecent'),
    hot: t('popup.hot'),
    nextHot: t('popup.nextHot'),
    recommend: adverts.data?.title || t('popup.recommend'),
    previousSlide: t('popup.previousSlide'),
    nextSlide: t('popup.nextSlide'),
    slidePosition: (index, count) => t('popup.slidePosition', { index, count }),
    flagged: (rank) => t('popup.flagged', { rank }),
    product: productLabels,
  };

  const submit = async (typed: string) => {
    if (isBusy) return;
    const decision = decideSearch({ typed, hint, currentKeyword });
    if (decision.kind === 'none') return;
    if (decision.kind === 'close') {
      onClose();
      return;
    }
    record(decision.keyword);
    // spec §4: when the first result carries linkUrl, the search goes there instead of the list.
    setIsBusy(true);
    let redirect: string | null = null;
    try {
      const first = await api.search({
        keyword: decision.keyword,
        pageIndex: 1,
        pageSize: 1,
        requestId: hot.data?.request_id,
      });
      redirect = resultRedirect(first.list[0]?.linkUrl, window.location.origin);
    } catch {
      // The list page shows its own error; searching still goes there.
    } finally {
      setIsBusy(false);
    }
    if (redirect) onNavigate(redirect);
    else onSearch(decision.keyword);
  };

  return (
    <SearchPanel
      value={value}
      onChange={setValue}
      placeholder={hint}
      onSubmit={(typed) => void submit(typed)}
      recent={recent}
      onPickRecent={(id) => {
        const word = history[Number(id)];
        if (word) void submit(word);
      }}
      onClearRecent={clear}
      hot={hotShown.items.map((item) => ({ id: item.word, label: item.word, isFlagged: item.isFlagged }))}
      onPickHot={(word) => void submit(word)}
      onNextHot={hotShown.pageCount > 1 ? () => setHotPageIndex(hotShown.page + 1) : undefined}
      slides={slides}
      labels={labels}
      autoFocus
    />
  );
}
