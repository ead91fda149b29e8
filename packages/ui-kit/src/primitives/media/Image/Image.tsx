import { useState } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Image.css';

/** Aspect ratios of the mall's pictures: product (1/1), gallery (4/3), video poster (16/9), banner (3/1). */
export const imageRatios = ['1/1', '4/3', '16/9', '3/1'] as const;
export const imageFits = ['cover', 'contain'] as const;

type Status = 'loading' | 'loaded' | 'error';

export type ImageProps = {
  /** The picture's address. Missing or empty shows the fallback straight away (a product without a picture). */
  src?: string;
  /** Alternatives for resolutions and widths (`srcset`). */
  srcSet?: string;
  /** How wide the picture shows at each breakpoint (`sizes`), for `srcSet`. */
  sizes?: string;
  /**
   * Text alternative: what the picture shows (e.g. 足金999 古法福字手镯 正面). Required; an empty
   * string marks a decorative picture, which assistive technology skips.
   */
  alt: string;
  /** The box's aspect ratio, reserved before the picture loads so nothing shifts. */
  ratio?: (typeof imageRatios)[number];
  /** cover fills the box and crops; contain shows the whole picture. */
  fit?: (typeof imageFits)[number];
  /** Intrinsic width in pixels (`width` attribute), a hint for the browser. */
  width?: number;
  /** Intrinsic height in pixels (`height` attribute), a hint for the browser. */
  height?: number;
  /**
   * The page's main picture (the LCP element: the first banner, the product's main photo): loads
   * eagerly with high fetch priority instead of lazily.
   */
  priority?: boolean;
};

/**
 * A picture in a fixed-ratio box: lazy by default, a skeleton-coloured placeholder while loading,
 * and the `image` icon with the alt text when the source is missing or fails.
 */
export function Image({ src, srcSet, sizes, alt, ratio, fit, width, height, priority = false }: ImageProps) {
  // The status belongs to one source: a new src starts loading again without an effect.
  const [state, setState] = useState<{ src: string | undefined; status: Status }>({ src, status: 'loading' });
  const hasSource = Boolean(src);
  const status: Status = !hasSource ? 'error' : state.src === src ? state.status : 'loading';

  function settle(next: Status) {
    setState({ src, status: next });
  }

  return (
    <span className={styles.frame({ ratio, status })} data-status={status}>
      {status === 'error' ? (
        <span className={styles.fallback}>
          <Icon name="image" size="large" />
          {alt ? <span>{alt}</span> : null}
        </span>
      ) : (
        <img
          // An image already in the cache can finish before React attaches onLoad.
          ref={(element) => {
            if (element?.complete && element.naturalWidth > 0 && status === 'loading') settle('loaded');
          }}
          // The LCP picture is never faded in: an invisible image would not count as painted.
          className={styles.image({ fit, isLoaded: priority || status === 'loaded' })}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => settle('loaded')}
          onError={() => settle('error')}
        />
      )}
    </span>
  );
}
