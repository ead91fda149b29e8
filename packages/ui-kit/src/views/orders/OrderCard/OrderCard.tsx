import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Price } from '../../../primitives/data/Price/Price';
import { Box } from '../../../primitives/layout/Box/Box';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { OrderActions, type OrderAction } from '../OrderActions/OrderActions';
import { OrderGoodsList, type OrderGoodsItem, type OrderGoodsListLabels } from '../OrderGoodsList/OrderGoodsList';
import { OrderStatus, type OrderStatusTone } from '../OrderStatus/OrderStatus';
import * as styles from './OrderCard.css';

/** spec §4 "Order buttons": the goods beyond the first two wait behind "show more goods". */
const shownGoodsCount = 2;

/** One order as the order centre lists it (spec §3 "Order (list display)"), already worded and in fen. */
export type OrderCardData = {
  /** The order number (saleCode), shown as plain text. */
  orderNo: string;
  /** When it was placed, already formatted (2026-11-22 14:32). */
  createdAt: string;
  /** The status label of spec §4 (待付款, 交易成功) and what it asks of the shopper. */
  statusLabel: string;
  statusTone: OrderStatusTone;
  /** Where its refund or after-sales stands (退款中, 已退款), beside the status; none when it has none. */
  refundStatus?: { label: string; tone: OrderStatusTone };
  goods: readonly OrderGoodsItem[];
  /** The amount's caption: 实付款 once paid, 应付款 before. */
  amountLabel: string;
  amountFen: number;
  /** The order's buttons, in display order (the feature applies spec §4's rules and priority). */
  actions: readonly OrderAction[];
  /** The order's detail page. */
  detailHref: string;
};

/** Words every card needs (ui-kit never translates). */
export type OrderCardLabels = OrderGoodsListLabels & {
  /** Before the order number (订单编号). */
  orderNo: string;
  /** Before the time (下单时间). */
  createdAt: string;
  /** The detail link (订单详情). */
  detail: string;
  /** The toggle while goods are hidden, given how many (n => `查看其余 ${n} 件商品`). */
  showMore: (hiddenCount: number) => string;
  /** The toggle while every row shows (收起). */
  showLess: string;
  /** Accessible name of the button row (订单操作). */
  actions: string;
};

export type OrderCardProps = {
  order: OrderCardData;
  labels: OrderCardLabels;
  /** Called with the pressed action's id. */
  onAction?: (id: string) => void;
  /** Outline level of the order number heading (3 under the order centre's heading). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * One order in the order centre (issue #12): the number, time and status label, the goods (the
 * first two, and a toggle for the rest, spec §4), the amount, the order's buttons and a link to
 * its detail page. An article named by its number, so a screen reader's list of cards reads well.
 */
export function OrderCard({ order, labels, onAction, headingLevel = 3 }: OrderCardProps) {
  const headingId = useId();
  const goodsId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const hiddenCount = Math.max(0, order.goods.length - shownGoodsCount);
  const goods = isExpanded ? order.goods : order.goods.slice(0, shownGoodsCount);
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      border="standard"
      borderRadius="medium"
      background="surface"
      tone="text"
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.orderNo}>
          <span className={styles.caption}>{labels.orderNo}</span> {order.orderNo}
        </Heading>
        <span className={styles.time}>
          <span className={styles.caption}>{labels.createdAt}</span> {order.createdAt}
        </span>
        <span className={styles.status}>
          <OrderStatus label={order.statusLabel} tone={order.statusTone} />
          {order.refundStatus ? <OrderStatus label={order.refundStatus.label} tone={order.refundStatus.tone} /> : null}
        </span>
      </header>
      <Box paddingX="gutter">
        <OrderGoodsList id={goodsId} goods={goods} labels={labels} />
        {hiddenCount > 0 ? (
          <div className={styles.more}>
            <Button
              tone="link"
              size="small"
              aria-expanded={isExpanded}
              aria-controls={goodsId}
              onPress={() => setExpanded((was) => !was)}
            >
              {isExpanded ? labels.showLess : labels.showMore(hiddenCount)}
            </Button>
          </div>
        ) : null}
      </Box>
      <footer className={styles.footer}>
        <p className={styles.amount}>
          <span className={styles.caption}>{order.amountLabel}</span>
          <Price fen={order.amountFen} size="medium" />
        </p>
        <Inline space="medium" align="center" justify="flex-end">
          <Link className={styles.detail} href={order.detailHref}>
            {labels.detail}
          </Link>
          <OrderActions actions={order.actions} onAction={onAction} label={labels.actions} />
        </Inline>
      </footer>
    </Box>
  );
}
