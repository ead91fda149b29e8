import type { ReactNode } from 'react';
import { BagLine, type BagLineData, type BagLineLabels } from '../BagLine/BagLine';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import type { headingLevels } from '../../../primitives/typography/Text/Text';
import * as styles from './BagList.css';

export type BagListLabels = BagLineLabels & {
  /** Heading of the valid lines (e.g. 商品); visually shown on the page only when given. */
  validHeading?: string;
  /** Heading of the invalid lines (失效商品). */
  invalidHeading: string;
};

export type BagListProps = {
  /** Valid lines, newest first (spec §9); already sorted by the caller. */
  lines: BagLineData[];
  /** Invalid lines (cartValid 0), listed apart. */
  invalidLines?: BagLineData[];
  /** Ids of the selected lines. */
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (id: string, isSelected: boolean) => void;
  onQuantityChange: (id: string, buyNum: number) => void;
  onRemove: (id: string) => void;
  /** The line whose change the server is confirming. */
  loadingId?: string | null;
  labels: BagListLabels;
  /** A notice above the list (e.g. 已将您登录前加入的 2 件商品合并到购物袋); announced politely. */
  notice?: string;
  /** What an empty bag shows. */
  empty: { title: string; description?: string; action?: ReactNode };
  /** Heading level of the section headings. */
  headingLevel?: (typeof headingLevels)[number];
};

/** The bag's body (drawer and /cart): the merge notice, the valid lines, the invalid ones apart, or the empty bag. */
export function BagList({
  lines,
  invalidLines = [],
  selectedIds,
  onSelectedChange,
  onQuantityChange,
  onRemove,
  loadingId,
  labels,
  notice,
  empty,
  headingLevel = 2,
}: BagListProps) {
  const Heading = `h${String(headingLevel)}` as 'h2';
  const noticeNode = (
    <p className={styles.notice} role="status">
      {notice ?? ''}
    </p>
  );
  if (lines.length === 0 && invalidLines.length === 0) {
    return (
      <div className={styles.root}>
        {notice ? noticeNode : null}
        <EmptyState
          illustration="bag"
          title={empty.title}
          description={empty.description}
          action={empty.action}
          headingLevel={headingLevel}
        />
      </div>
    );
  }
  const row = (line: BagLineData) => (
    <BagLine
      key={line.id}
      line={line}
      labels={labels}
      isSelected={selectedIds.has(line.id)}
      onSelectedChange={(isSelected) => onSelectedChange(line.id, isSelected)}
      onQuantityChange={(buyNum) => onQuantityChange(line.id, buyNum)}
      onRemove={() => onRemove(line.id)}
      loading={loadingId === line.id}
    />
  );
  return (
    <div className={styles.root}>
      {notice ? noticeNode : null}
      {lines.length > 0 ? (
        <section aria-label={labels.validHeading}>
          {labels.validHeading ? <Heading className={styles.heading}>{labels.validHeading}</Heading> : null}
          <ul className={styles.list}>{lines.map(row)}</ul>
        </section>
      ) : null}
      {invalidLines.length > 0 ? (
        <section>
          <Heading className={styles.heading}>{labels.invalidHeading}</Heading>
          <ul className={styles.list}>{invalidLines.map(row)}</ul>
        </section>
      ) : null}
    </div>
  );
}
