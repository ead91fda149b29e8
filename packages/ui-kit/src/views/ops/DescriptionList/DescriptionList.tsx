import { useId } from 'react';
import { FactList, type Fact, type factListColumns } from '../../../primitives/data/FactList/FactList';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Heading, type headingLevels } from '../../../primitives/typography/Text/Text';

export type DescriptionListProps = {
  /** The terms and their descriptions in reading order (订单编号 → JY2026…, 下单时间 → …). */
  items: readonly Fact[];
  /** Pairs per row on a desktop console (1–3); at most two on a tablet, one below it. Default 2. */
  columns?: (typeof factListColumns)[number];
  /** The section's heading (基本信息, 收货信息); the list is then a section named by it. */
  title?: string;
  /** Outline level of the heading, to fit the page. Default 2. */
  headingLevel?: (typeof headingLevels)[number];
};

/**
 * A record's facts on a console detail page (an order's 基本信息): a `<dl>` of term and description
 * pairs, one to three a row, under an optional section heading. The pairs are FactList's.
 */
export function DescriptionList({ items, columns = 2, title, headingLevel = 2 }: DescriptionListProps) {
  const headingId = useId();
  const list = <FactList facts={items} columns={columns} />;
  if (!title) return list;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
        {list}
      </Stack>
    </section>
  );
}
