import type { ReactNode } from 'react';
import { Price } from '../../../primitives/data/Price/Price';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Pagination, type PaginationLabels } from '../../../primitives/navigation/Pagination/Pagination';
import { Tabs } from '../../../primitives/navigation/Tabs/Tabs';
import { visuallyHidden } from '../../../styles/utilities.css';
import { RecordProblem, RecordTable } from '../RecordTable/RecordTable';
import { signedPoints } from './pointsLedgerRules';
import * as styles from './PointsLedger.css';

/** The two records: points and consumption. */
export const pointsLedgerTabs = ['points', 'consumption'] as const;
export type PointsLedgerTab = (typeof pointsLedgerTabs)[number];

/** What a record's panel shows. */
export const pointsLedgerStatuses = ['ready', 'loading', 'error'] as const;

/** One change of points (获得 +1,280 on an order, balance after). */
export type PointsLedgerRow = {
  id: number;
  /** When, formatted by the caller (2026-11-24 10:15). */
  date: string;
  /** Why, in words (订单获得, 下单抵扣, 退款返还, 积分过期). */
  reason: string;
  /** The order or receipt it belongs to; '' for none. */
  orderNo: string;
  /** Points added (positive) or taken (negative). */
  delta: number;
  /** The balance after the change. */
  balance: number;
  /** A note under the reason (有效期至 2027-12-31). */
  note?: string;
};

/** One consumption record (an order paid, a refund, a store purchase). */
export type ConsumeLedgerRow = {
  id: number;
  date: string;
  /** What, in words (线上订单, 订单退款, 门店消费). */
  kind: string;
  /** Order number or store receipt. */
  orderNo: string;
  /** The store of a store purchase; '' online. */
  storeName: string;
  /** In integer fen, negative for a refund. */
  amountFen: number;
};

/** One record's page. */
export type PointsLedgerPanel<Row> = {
  status: (typeof pointsLedgerStatuses)[number];
  rows: readonly Row[];
  /** The page shown, 1-based, and how many there are. */
  page: number;
  pageCount: number;
  /** error: what went wrong. */
  errorMessage?: string;
};

/** Every visible string and accessible name. */
export type PointsLedgerLabels = {
  /** Name of the tab list (会员记录). */
  tabs: string;
  pointsTab: string;
  consumptionTab: string;
  /** Column headings of the points record: 时间, 类型, 订单号, 积分变动, 变动后余额. */
  date: string;
  reason: string;
  orderNo: string;
  change: string;
  balance: string;
  /** Column headings of the consumption record: 类型, 消费金额 (the date and order number are shared). */
  kind: string;
  amount: string;
  /** Empty records: 暂无积分记录 / 暂无消费记录. */
  pointsEmpty: string;
  consumptionEmpty: string;
  /** Announced while loading (正在加载记录). */
  loading: string;
  retry: string;
  pagination: PaginationLabels;
};

export type PointsLedgerProps = {
  selectedTab: PointsLedgerTab;
  onTabChange: (tab: PointsLedgerTab) => void;
  points: PointsLedgerPanel<PointsLedgerRow>;
  consumption: PointsLedgerPanel<ConsumeLedgerRow>;
  /** Called with the record and the page to show. */
  onPageChange: (tab: PointsLedgerTab, page: number) => void;
  /** Called with the record whose load failed. */
  onRetry: (tab: PointsLedgerTab) => void;
  labels: PointsLedgerLabels;
};

/**
 * The member's points and consumption records in two tabs (issue #13 Membership; spec §7
 * membershipRecord, membershipConsumeRecord): each a table newest first, paged, with its empty,
 * loading and error states.
 */
export function PointsLedger({
  selectedTab,
  onTabChange,
  points,
  consumption,
  onPageChange,
  onRetry,
  labels,
}: PointsLedgerProps) {
  const frame = <Row,>(tab: PointsLedgerTab, panel: PointsLedgerPanel<Row>, empty: string, table: () => ReactNode) => {
    if (panel.status === 'loading') {
      return (
        <div role="status">
          <Skeleton lines={5} />
          <span className={visuallyHidden}>{labels.loading}</span>
        </div>
      );
    }
    if (panel.status === 'error') {
      return (
        <RecordProblem message={panel.errorMessage ?? ''} retryLabel={labels.retry} onRetry={() => onRetry(tab)} />
      );
    }
    if (panel.rows.length === 0) return <EmptyState title={empty} headingLevel={3} />;
    return (
      <div className={styles.panel}>
        {table()}
        <Pagination
          page={panel.page}
          pageCount={panel.pageCount}
          onChange={(page) => onPageChange(tab, page)}
          labels={labels.pagination}
        />
      </div>
    );
  };

  const pointsTable = () => (
    <RecordTable
      caption={labels.pointsTab}
      isCaptionHidden
      columns={[
        { id: 'reason', label: labels.reason },
        { id: 'date', label: labels.date },
        { id: 'orderNo', label: labels.orderNo },
        { id: 'change', label: labels.change, isNumeric: true },
        { id: 'balance', label: labels.balance, isNumeric: true },
      ]}
      rows={points.rows.map((row) => ({
        id: row.id,
        cells: [
          <>
            {row.reason}
            {row.note ? <span className={styles.note}>{row.note}</span> : null}
          </>,
          row.date,
          row.orderNo,
          <span key="change" className={styles.amount({ tone: row.delta > 0 ? 'gain' : 'loss' })}>
            {signedPoints(row.delta)}
          </span>,
          row.balance.toLocaleString('en-US'),
        ],
      }))}
    />
  );

  const consumptionTable = () => (
    <RecordTable
      caption={labels.consumptionTab}
      isCaptionHidden
      columns={[
        { id: 'kind', label: labels.kind },
        { id: 'date', label: labels.date },
        { id: 'orderNo', label: labels.orderNo },
        { id: 'amount', label: labels.amount, isNumeric: true },
      ]}
      rows={consumption.rows.map((row) => ({
        id: row.id,
        cells: [
          <>
            {row.kind}
            {row.storeName ? <span className={styles.note}>{row.storeName}</span> : null}
          </>,
          row.date,
          row.orderNo,
          <span key="amount" className={styles.amount({ tone: row.amountFen < 0 ? 'loss' : 'plain' })}>
            <Price fen={row.amountFen} size="small" />
          </span>,
        ],
      }))}
    />
  );

  return (
    <Tabs
      aria-label={labels.tabs}
      selectedKey={selectedTab}
      onSelectionChange={(id) => onTabChange(id === 'consumption' ? 'consumption' : 'points')}
      items={[
        { id: 'points', label: labels.pointsTab, content: frame('points', points, labels.pointsEmpty, pointsTable) },
        {
          id: 'consumption',
          label: labels.consumptionTab,
          content: frame('consumption', consumption, labels.consumptionEmpty, consumptionTable),
        },
      ]}
    />
  );
}
