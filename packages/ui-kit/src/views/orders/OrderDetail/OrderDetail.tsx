import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../../styles/utilities.css';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { FactList, type Fact } from '../../../primitives/data/FactList/FactList';
import { Price } from '../../../primitives/data/Price/Price';
import { OrderActions, type OrderAction } from '../OrderActions/OrderActions';
import { OrderGoodsList, type OrderGoodsItem, type OrderGoodsListLabels } from '../OrderGoodsList/OrderGoodsList';
import type { OrderStatusTone } from '../OrderStatus/OrderStatus';
import * as styles from './OrderDetail.css';

/** One line of the amounts (商品总额, 满减优惠, 积分抵扣 …), worded by the feature, in fen. */
export type OrderAmountLine = {
  label: string;
  fen: number;
  /** Taken off the total (discounts, points as money, gift card): shown as -¥, and left out at zero. */
  isDeduction?: boolean;
  /** Said instead of ¥0.00 when the figure is zero (运费: 免运费). */
  zeroText?: string;
};

/** A document of the order the page links to: a piece's electronic guarantee, or the order's invoice. */
export type OrderDocumentLink = {
  /** A stable key (the certificate number, the invoice). */
  id: string;
  /** The link's name (足金999 古法福字戒指 第 1/2 件, 查看发票). */
  label: string;
  href: string;
  /** A word after the link: the guarantee's or the invoice's state (已作废, 已开票). */
  note?: string;
};

/** One order on its detail page, already worded and in fen. */
export type OrderDetailData = {
  /** The order number (saleCode), as plain selectable text. */
  orderNo: string;
  statusLabel: string;
  statusTone: OrderStatusTone;
  /** A line under the status: the deadline or a notice (请在 2026-11-22 15:02 前完成支付). */
  statusNotice?: string;
  /** The order's buttons, in display order (as on its card). */
  actions: readonly OrderAction[];
  /** When it was placed and paid, already formatted. */
  createdAt: string;
  paidAt?: string;
  address: {
    consignee: string;
    /** Already masked (139****0001). */
    mobile: string;
    /** Province, city, district and street in one line. */
    fullAddress: string;
  };
  goods: readonly OrderGoodsItem[];
  /** The amounts in order: goods total, discounts, points, gift card, freight. */
  amounts: readonly OrderAmountLine[];
  /** The closing figure: 实付款 once paid, 应付款 before. */
  total: { label: string; fen: number };
  /** The order's state changes, newest first (spec §4). */
  timeline: readonly { label: string; time: string }[];
  /** A presale order's deposit and balance (定金、尾款、尾款支付时间), shown after the address. */
  presale?: { title: string; facts: readonly { label: string; value: ReactNode }[] };
  /** The delivered pieces' electronic guarantees (电子保单), one link a piece, after the goods. */
  guarantees?: readonly OrderDocumentLink[];
  /** The order's invoice, when it has one: a link to it with its state as the note. */
  invoice?: OrderDocumentLink;
};

/** Headings and captions (ui-kit never translates). */
export type OrderDetailLabels = OrderGoodsListLabels & {
  /** Accessible name of the status banner's buttons (订单操作). */
  actions: string;
  /** Section headings: 订单信息, 收货信息, 商品清单, 订单金额, 订单跟踪. */
  facts: string;
  address: string;
  goods: string;
  amounts: string;
  timeline: string;
  /** Fact captions: 订单编号, 下单时间, 付款时间, 收货人, 联系电话, 收货地址. */
  orderNo: string;
  createdAt: string;
  paidAt: string;
  consignee: string;
  mobile: string;
  fullAddress: string;
  /** Announced while the order loads (订单加载中). */
  loading: string;
  /** Heading of the parcels block (物流信息), when the order has shipped. */
  logistics?: string;
  /** The documents block (保单与发票) and its two captions (电子保单, 发票), when the order has any. */
  documents?: string;
  guarantees?: string;
  invoice?: string;
};

export type OrderDetailProps = {
  labels: OrderDetailLabels;
  /** The order; null when there is none to show (wrong number, another member's order). */
  order: OrderDetailData | null;
  /** The order is loading: placeholders, and the page says so once. */
  isLoading?: boolean;
  /** What shows when `order` is null (订单不存在, a 返回订单列表 button). */
  notFound: { title: string; description?: string; action?: ReactNode };
  /** Called with the pressed action's id. */
  onAction?: (id: string) => void;
  /** The order's parcels (a ParcelList and a link to their page), under the status once it has shipped. */
  logistics?: ReactNode;
  /** Shown under the status banner: a transfer gift's share panel (GiftShare). */
  children?: ReactNode;
  /** The order's refunds and after-sales (RefundProgress blocks), under the status banner. */
  refunds?: ReactNode;
};

/** A titled block of the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link to one of the order's documents, with its state after it. */
function DocumentLink({ link }: { link: OrderDocumentLink }) {
  return (
    <>
      <Link className={styles.documentLink} href={link.href}>
        {link.label}
      </Link>
      {link.note ? <span className={styles.documentNote}>{link.note}</span> : null}
    </>
  );
}

/** The page's blocks as grey shapes while the order loads. */
function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.root} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <div className={styles.banner({ tone: 'muted' })}>
        <Skeleton shape="text" size="large" />
        <Skeleton shape="text" />
      </div>
      {[3, 2, 4].map((lines, index) => (
        <div key={index} className={styles.section}>
          <Skeleton shape="text" size="large" />
          <Skeleton shape="text" lines={lines} />
        </div>
      ))}
    </div>
  );
}

/**
 * The order detail page's body (issue #12): a status banner (label, deadline or notice, the
 * order's buttons), its parcels once it has shipped, the order facts, the delivery address, every goods row, the amounts (a
 * deduction of nothing is left out; a figure with `zeroText` says it at zero), the delivered pieces' guarantees and
 * the invoice as links, and the state changes, newest first, as an ordered list.
 */
export function OrderDetail({
  labels,
  order,
  isLoading = false,
  notFound,
  onAction,
  logistics,
  refunds,
  children,
}: OrderDetailProps) {
  const statusId = useId();
  if (isLoading) return <DetailSkeleton label={labels.loading} />;
  if (!order) {
    return <EmptyState title={notFound.title} description={notFound.description} action={notFound.action} />;
  }
  const facts: Fact[] = [
    { label: labels.orderNo, value: order.orderNo },
    { label: labels.createdAt, value: order.createdAt },
    ...(order.paidAt ? [{ label: labels.paidAt, value: order.paidAt }] : []),
  ];
  const amounts = order.amounts.filter((line) => !(line.isDeduction && line.fen === 0));
  const guarantees = order.guarantees ?? [];
  const documents: Fact[] = [
    ...(guarantees.length > 0
      ? [
          {
            label: labels.guarantees ?? '',
            value: (
              <ul className={styles.documents}>
                {guarantees.map((link) => (
                  <li key={link.id}>
                    <DocumentLink link={link} />
                  </li>
                ))}
              </ul>
            ),
          },
        ]
      : []),
    ...(order.invoice ? [{ label: labels.invoice ?? '', value: <DocumentLink link={order.invoice} /> }] : []),
  ];
  return (
    <div className={styles.root}>
      <section className={styles.banner({ tone: order.statusTone })} aria-labelledby={statusId}>
        <div className={styles.bannerText}>
          <h2 id={statusId} className={styles.statusTitle}>
            {order.statusLabel}
          </h2>
          {order.statusNotice ? <p className={styles.notice}>{order.statusNotice}</p> : null}
        </div>
        <OrderActions actions={order.actions} onAction={onAction} label={labels.actions} size="medium" />
      </section>
      {children}
      {refunds}
      {logistics ? <Section title={labels.logistics ?? ''}>{logistics}</Section> : null}
      <Section title={labels.facts}>
        <FactList facts={facts} />
      </Section>
      <Section title={labels.address}>
        <FactList
          facts={[
            { label: labels.consignee, value: order.address.consignee },
            { label: labels.mobile, value: order.address.mobile },
            { label: labels.fullAddress, value: order.address.fullAddress },
          ]}
        />
      </Section>
      {order.presale ? (
        <Section title={order.presale.title}>
          <FactList facts={order.presale.facts} />
        </Section>
      ) : null}
      <Section title={labels.goods}>
        <OrderGoodsList goods={order.goods} labels={labels} />
      </Section>
      {documents.length > 0 ? (
        <Section title={labels.documents ?? ''}>
          <FactList facts={documents} />
        </Section>
      ) : null}
      <Section title={labels.amounts}>
        <dl className={styles.amounts}>
          {amounts.map((line) => (
            <div key={line.label} className={styles.amountRow}>
              <dt className={styles.factLabel}>{line.label}</dt>
              <dd className={styles.factValue}>
                {line.zeroText && line.fen === 0 ? (
                  line.zeroText
                ) : (
                  <Price fen={line.isDeduction ? -line.fen : line.fen} size="small" />
                )}
              </dd>
            </div>
          ))}
          <div className={styles.totalRow}>
            <dt>{order.total.label}</dt>
            <dd className={styles.factValue}>
              <Price fen={order.total.fen} size="large" />
            </dd>
          </div>
        </dl>
      </Section>
      {order.timeline.length > 0 ? (
        <Section title={labels.timeline}>
          <ol className={styles.timeline}>
            {order.timeline.map((step, index) => (
              <li key={`${step.time}-${step.label}`} className={styles.step({ isLatest: index === 0 })}>
                <span className={styles.stepLabel}>{step.label}</span>
                <span className={styles.stepTime}>{step.time}</span>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
    </div>
  );
}
