import { Suspense, type ReactNode } from 'react';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Breadcrumb, type BreadcrumbProps } from '../../../primitives/navigation/Breadcrumb/Breadcrumb';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as frame from '../goodsDetail.css';
import * as styles from './GoodsDetailLayout.css';

/** A mark under the pictures: an activity (brand) or a craft or material (gold). */
export type GoodsMark = { id: string; text: string; tone: 'brand' | 'gold' };

export type GoodsDetailLayoutProps = {
  /** The trail above the piece (首页 › 戒指 › 足金古法手镯). */
  breadcrumb: BreadcrumbProps;
  /** The pictures (GoodsGallery). */
  gallery: ReactNode;
  /** The marks under the pictures and the list's name (商品标识); nothing while there are none. */
  marks?: { label: string; items: readonly GoodsMark[] };
  /** The title, price, choices and the bag button (GoodsSummary). */
  summary: ReactNode;
  /** A button on its own line under the summary (在线客服). */
  serviceAction?: ReactNode;
  /** What adding to the bag did (已加入购物袋), a polite live region that is always there. */
  addedNote?: string;
  /** Below the fold: the details and reviews, the recommendations. */
  children?: ReactNode;
};

/**
 * The product page (spec §2 goods): breadcrumb, the pictures with their marks beside the summary,
 * then what follows. The columns are Suspense boundaries although nothing in them waits: a
 * server-rendered page hydrates part by part, in tasks short enough to answer a tap between them
 * (issue #16 TBT).
 */
export function GoodsDetailLayout({
  breadcrumb,
  gallery,
  marks,
  summary,
  serviceAction,
  addedNote,
  children,
}: GoodsDetailLayoutProps) {
  return (
    <div className={frame.page}>
      <Breadcrumb {...breadcrumb} />
      <div className={frame.columns}>
        <Suspense fallback={null}>
          <div className={styles.galleryColumn}>
            {gallery}
            {marks && marks.items.length > 0 ? (
              <Stack as="ul" direction="row" wrap space="xsmall" aria-label={marks.label}>
                {marks.items.map((mark) => (
                  <Badge key={mark.id} tone={mark.tone}>
                    {mark.text}
                  </Badge>
                ))}
              </Stack>
            ) : null}
          </div>
        </Suspense>
        <Suspense fallback={null}>{summary}</Suspense>
      </div>
      {serviceAction ? <div className={styles.service}>{serviceAction}</div> : null}
      <p role="status" className={addedNote ? styles.added : visuallyHidden}>
        {addedNote}
      </p>
      {children}
    </div>
  );
}
