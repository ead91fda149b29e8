import { useId, useState, type FormEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { IconButton } from '../../../primitives/controls/IconButton/IconButton';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import type { ProductCardData, ProductCardLabels } from '../ProductCard/ProductCard';
import * as styles from './SearchPanel.css';

/** A word to pick: a recent search or a hot keyword. */
export type SearchWord = {
  /** Stable id, passed back when picked. */
  id: string;
  /** What shows; a banned recorded word arrives already masked (***, spec §4). */
  label: string;
  /** Drawn as a top item (the first three hot keywords, spec §9). */
  isFlagged?: boolean;
};

export type SearchPanelLabels = {
  /** Accessible name of the search field and landmark (搜索商品). */
  field: string;
  /** The submit button's name (搜索). */
  submit: string;
  /** Heading of the recent searches (最近搜索). */
  recent: string;
  /** The clear button of the recent searches (清空最近搜索). */
  clearRecent: string;
  /** Heading of the hot keywords (热门搜索). */
  hot: string;
  /** The next-page button of the hot keywords (换一批). */
  nextHot: string;
  /** Heading of the recommendations (为您推荐). */
  recommend: string;
  /** Previous and next slide buttons (上一组, 下一组). */
  previousSlide: string;
  nextSlide: string;
  /** Where the slides are (index 1-based: (i, n) => `第 ${i} 组，共 ${n} 组`). */
  slidePosition: (index: number, count: number) => string;
  /** Accessible name of a flagged keyword's mark, e.g. its rank (n => `热搜第 ${n} 名`). */
  flagged: (rank: number) => string;
  /** Product card words (热卖, 新品, 起, 原价, 现价). */
  product: ProductCardLabels;
};

export type SearchPanelProps = {
  /** The text in the field (controlled). */
  value: string;
  /** Called on every keystroke. */
  onChange: (value: string) => void;
  /** The rotating hint (spec §2), also what an empty search looks for (spec §4). */
  placeholder?: string;
  /** Called with the typed text (possibly empty) on Enter or the submit button. */
  onSubmit: (value: string) => void;
  /** Recent searches, newest first. None hides the section. */
  recent?: readonly SearchWord[];
  /** Called with a recent search's id when pressed. */
  onPickRecent?: (id: string) => void;
  /** Called by the clear button of the recent searches. */
  onClearRecent?: () => void;
  /** The hot keywords of the page on show (15 per page, spec §9). None hides the section. */
  hot?: readonly SearchWord[];
  /** Called with a hot keyword's id when pressed. */
  onPickHot?: (id: string) => void;
  /** Shows the next page of hot keywords; without it, no button (one page). */
  onNextHot?: () => void;
  /** Recommended products or series, already cut into slides of 3 (spec §9). None hides the section. */
  slides?: readonly (readonly ProductCardData[])[];
  labels: SearchPanelLabels;
  /** Focus the field when the panel opens. */
  autoFocus?: boolean;
};

/**
 * The content of the header's search pop-up (spec §2, §4): a search landmark with the field (its
 * placeholder the rotating hint) and a submit button; recent searches with a clear button; hot
 * keywords, the first three flagged, with 换一批 for the next page; recommended products three to
 * a slide with previous and next buttons.
 */
export function SearchPanel({
  value,
  onChange,
  placeholder,
  onSubmit,
  recent = [],
  onPickRecent,
  onClearRecent,
  hot = [],
  onPickHot,
  onNextHot,
  slides = [],
  labels,
  autoFocus = false,
}: SearchPanelProps) {
  const baseId = useId();
  const [slide, setSlide] = useState(0);
  const current = Math.min(slide, Math.max(slides.length - 1, 0));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <div className={styles.root}>
      <form role="search" aria-label={labels.field} className={styles.form} onSubmit={handleSubmit}>
        <span className={styles.fieldIcon} aria-hidden="true">
          <Icon name="search" size="small" />
        </span>
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          aria-label={labels.field}
          placeholder={placeholder}
          value={value}
          maxLength={50}
          // A pop-up opened to search wants the caret in the field straight away.
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          {labels.submit}
        </button>
      </form>

      {recent.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${baseId}-recent`}>
          <div className={styles.sectionHead}>
            <h2 id={`${baseId}-recent`} className={styles.heading}>
              {labels.recent}
            </h2>
            {onClearRecent ? (
              <IconButton icon="close" size="small" label={labels.clearRecent} onPress={onClearRecent} />
            ) : null}
          </div>
          <ul className={styles.words}>
            {recent.map((word) => (
              <li key={word.id}>
                <AriaButton className={styles.word} onPress={() => onPickRecent?.(word.id)}>
                  {word.label}
                </AriaButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {hot.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${baseId}-hot`}>
          <div className={styles.sectionHead}>
            <h2 id={`${baseId}-hot`} className={styles.heading}>
              {labels.hot}
            </h2>
            {onNextHot ? (
              <AriaButton className={styles.more} onPress={onNextHot}>
                <Icon name="refresh" size="small" />
                {labels.nextHot}
              </AriaButton>
            ) : null}
          </div>
          <ol className={styles.words}>
            {hot.map((word, index) => (
              <li key={word.id}>
                <AriaButton
                  className={styles.word}
                  data-flagged={word.isFlagged || undefined}
                  onPress={() => onPickHot?.(word.id)}
                >
                  {word.isFlagged ? (
                    <span className={styles.flag}>
                      <span aria-hidden="true">{index + 1}</span>
                      <span className={visuallyHidden}>{labels.flagged(index + 1)}</span>
                    </span>
                  ) : null}
                  {word.label}
                </AriaButton>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {slides.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${baseId}-recommend`}>
          <div className={styles.sectionHead}>
            <h2 id={`${baseId}-recommend`} className={styles.heading}>
              {labels.recommend}
            </h2>
            {slides.length > 1 ? (
              <div className={styles.slideControls}>
                <span className={styles.position} aria-live="polite">
                  {labels.slidePosition(current + 1, slides.length)}
                </span>
                <IconButton
                  icon="chevronLeft"
                  size="small"
                  label={labels.previousSlide}
                  isDisabled={current === 0}
                  onPress={() => setSlide(current - 1)}
                />
                <IconButton
                  icon="chevronRight"
                  size="small"
                  label={labels.nextSlide}
                  isDisabled={current >= slides.length - 1}
                  onPress={() => setSlide(current + 1)}
                />
              </div>
            ) : null}
          </div>
          <ProductGrid
            products={slides[current] ?? []}
            labels={labels.product}
            aria-label={labels.slidePosition(current + 1, slides.length)}
            columns={3}
          />
        </section>
      ) : null}
    </div>
  );
}
