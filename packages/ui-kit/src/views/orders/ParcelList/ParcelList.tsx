import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Box } from '../../../primitives/layout/Box/Box';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Image } from '../../../primitives/media/Image/Image';
import { visuallyHidden } from '../../../styles/utilities.css';
import { LogisticsTimeline, type LogisticsEvent } from '../LogisticsTimeline/LogisticsTimeline';
import * as styles from './ParcelList.css';

/** A piece in a parcel, as sold. */
export type ParcelGoods = { id: string; title: string; thumb?: string; quantity: number };

/** One parcel of an order, already worded. */
export type ParcelItem = {
  /** A stable key (the parcel number). */
  id: string;
  /** 包裹 1. */
  title: string;
  /** The carrier's name (顺丰速运). */
  carrier: string;
  /** The waybill number, selectable and copyable. */
  trackingNo: string;
  goods: readonly ParcelGoods[];
  /** Newest first; the first is shown as the parcel's latest news. */
  events: readonly LogisticsEvent[];
};

/** Words of the list (ui-kit never translates). */
export type ParcelListLabels = {
  /** 快递公司, 运单号. */
  carrier: string;
  trackingNo: string;
  /** The copy button's visible word (复制) and its full name (复制运单号 SF…). */
  copy: string;
  copyName: (trackingNo: string) => string;
  /** The toggle: 查看物流轨迹 / 收起物流轨迹. */
  showTimeline: string;
  hideTimeline: string;
  /** The timeline's name (包裹 1 的物流轨迹). */
  timeline: (parcelTitle: string) => string;
  /** What a parcel the courier has not collected yet says. */
  noEvents: string;
  /** Read before a piece's quantity, shown as ×2 (数量). */
  quantity: string;
};

export type ParcelListProps = {
  parcels: readonly ParcelItem[];
  labels: ParcelListLabels;
  /** Open every parcel's timeline at first (the logistics page); closed on the order's detail. */
  isExpandedByDefault?: boolean;
  /** 复制: the feature copies the number and says 复制成功 (spec §8). */
  onCopy?: (trackingNo: string) => void;
  /** A link under the list to the page of every parcel (查看全部物流), where the list is a summary. */
  moreLink?: { href: string; label: string };
};

/** One parcel: its carrier, waybill with a copy button, its pieces, its latest news and its timeline. */
function ParcelCard({
  parcel,
  labels,
  isExpandedByDefault,
  onCopy,
}: { parcel: ParcelItem } & Omit<ParcelListProps, 'parcels'>) {
  const [isExpanded, setExpanded] = useState(isExpandedByDefault ?? false);
  const titleId = useId();
  const timelineId = useId();
  const latest = parcel.events[0];
  return (
    <Box as="li" display="block">
      <Box
        as="article"
        aria-labelledby={titleId}
        display="flex"
        flexDirection="column"
        gap="medium"
        padding="large"
        border="standard"
        borderRadius="medium"
        tone="text"
      >
        <Box
          as="header"
          display="flex"
          flexWrap="wrap"
          alignItems="baseline"
          justifyContent="space-between"
          gap="medium"
        >
          <h3 id={titleId} className={styles.title}>
            {parcel.title}
          </h3>
          <dl className={styles.waybill}>
            <Inline space="small" align="baseline" wrap={false}>
              <dt className={styles.factLabel}>{labels.carrier}</dt>
              <Box as="dd" display="flex" alignItems="baseline" gap="small">
                {parcel.carrier}
              </Box>
            </Inline>
            <Inline space="small" align="baseline" wrap={false}>
              <dt className={styles.factLabel}>{labels.trackingNo}</dt>
              <Box as="dd" display="flex" alignItems="baseline" gap="small">
                <span className={styles.trackingNo}>{parcel.trackingNo}</span>
                {onCopy ? (
                  <Button
                    tone="link"
                    size="small"
                    aria-label={labels.copyName(parcel.trackingNo)}
                    onPress={() => onCopy(parcel.trackingNo)}
                  >
                    {labels.copy}
                  </Button>
                ) : null}
              </Box>
            </Inline>
          </dl>
        </Box>
        <Box as="ul" display="flex" flexDirection="column" gap="small">
          {parcel.goods.map((piece) => (
            <li key={piece.id} className={styles.piece}>
              <span className={styles.thumb}>
                <Image src={piece.thumb} alt="" ratio="1/1" width={48} height={48} />
              </span>
              <span className={styles.pieceTitle}>{piece.title}</span>
              <span className={styles.quantity}>
                <span className={visuallyHidden}>{labels.quantity} </span>
                <span aria-hidden="true">×</span>
                {piece.quantity}
              </span>
            </li>
          ))}
        </Box>
        <Box
          display="flex"
          flexWrap="wrap"
          alignItems="baseline"
          justifyContent="space-between"
          gap="medium"
          padding="medium"
          borderRadius="medium"
          background="surfaceMuted"
        >
          {latest ? (
            <p className={styles.latestText}>
              <span className={styles.latestStatus}>{latest.status}</span>
              <span>{latest.description}</span>
              <span className={styles.latestTime}>{latest.time}</span>
            </p>
          ) : (
            <p className={styles.latestText}>{labels.noEvents}</p>
          )}
          {latest ? (
            <Button
              tone="link"
              size="small"
              aria-expanded={isExpanded}
              aria-controls={isExpanded ? timelineId : undefined}
              onPress={() => setExpanded((open) => !open)}
            >
              {isExpanded ? labels.hideTimeline : labels.showTimeline}
            </Button>
          ) : null}
        </Box>
        {isExpanded && latest ? (
          <LogisticsTimeline
            id={timelineId}
            events={parcel.events}
            label={labels.timeline(parcel.title)}
            emptyText={labels.noEvents}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * The parcels of an order (issue #12; spec §2 /myIndex/branchOrder: an order shipped in several
 * parcels shows each): per parcel its carrier, its waybill number with a copy button, the pieces in
 * it and its latest tracking event, expanding to the whole timeline.
 */
export function ParcelList({ parcels, moreLink, ...rest }: ParcelListProps) {
  return (
    <Stack space="medium" align="flex-start">
      <Box as="ul" display="flex" flexDirection="column" gap="medium" width="full">
        {parcels.map((parcel) => (
          <ParcelCard key={parcel.id} parcel={parcel} {...rest} />
        ))}
      </Box>
      {moreLink ? (
        <Link className={styles.moreLink} href={moreLink.href}>
          {moreLink.label}
        </Link>
      ) : null}
    </Stack>
  );
}
