import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Image } from '../../../primitives/media/Image/Image';
import { Watermark } from '../../../primitives/media/Watermark/Watermark';
import * as styles from './GoodsGallery.css';

/** One picture of the product. */
export type GalleryImage = {
  /** The picture's address. */
  src: string;
  /** What it shows (足金古法福字戒指 正面). */
  alt: string;
};

export type GoodsGalleryProps = {
  /** The pictures in order; the first is the main picture at first. */
  images: readonly GalleryImage[];
  /** Name of the gallery region (商品图片). */
  label: string;
  /** Name of each thumbnail button, from its 1-based position and the count (第2张，共5张). */
  thumbnailLabel: (position: number, count: number) => string;
  /** Name of the previous-picture button (上一张). */
  previousLabel: string;
  /** Name of the next-picture button (下一张). */
  nextLabel: string;
  /** Text repeated over the main picture (the mould number), or nothing. */
  watermark?: string;
  /** Shown (with the alt) when there is no picture at all (暂无图片). */
  emptyAlt: string;
};

/**
 * The product's pictures: a large main picture (the page's LCP, loaded eagerly) with the mould
 * number as a faint watermark, previous/next buttons, and a strip of thumbnails. Each thumbnail
 * is a button (aria-pressed on the shown one); arrow keys in the strip move to the neighbour and
 * show it, Home/End jump to the ends.
 */
export function GoodsGallery({
  images,
  label,
  thumbnailLabel,
  previousLabel,
  nextLabel,
  watermark,
  emptyAlt,
}: GoodsGalleryProps) {
  const [index, setIndex] = useState(0);
  const stripRef = useRef<HTMLUListElement>(null);
  const count = images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];

  function show(next: number, moveFocus = false) {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (moveFocus) stripRef.current?.querySelectorAll('button')[wrapped]?.focus();
  }

  function handleStripKey(event: KeyboardEvent) {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  }

  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.stage}>
        <Image src={current?.src} alt={current?.alt ?? emptyAlt} ratio="1/1" fit="contain" priority />
        {watermark ? <Watermark text={watermark} variant="contained" /> : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={styles.arrow({ side: 'start' })}
              aria-label={previousLabel}
              onClick={() => show(index - 1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className={styles.arrow({ side: 'end' })}
              aria-label={nextLabel}
              onClick={() => show(index + 1)}
            >
              <Icon name="chevronRight" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.strip} ref={stripRef} onKeyDown={handleStripKey}>
          {images.map((image, position) => (
            <li key={`${image.src}-${position}`} className={styles.thumbItem}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={thumbnailLabel(position + 1, count)}
                aria-pressed={position === index}
                tabIndex={position === index ? 0 : -1}
                onClick={() => show(position)}
              >
                <Image src={image.src} alt="" ratio="1/1" fit="contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
