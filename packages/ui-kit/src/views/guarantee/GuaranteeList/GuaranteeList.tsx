import { Link } from 'react-aria-components';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { Image } from '../../../primitives/media/Image/Image';
import { Pagination, type PaginationLabels } from '../../../primitives/navigation/Pagination/Pagination';
import { Box } from '../../../primitives/layout/Box/Box';
import * as styles from '../guarantee.css';

/** One guarantee as the list shows it, every text already worded. */
export type GuaranteeListItem = {
  id: string;
  title: string;
  thumb: string;
  /** 足金 */
  materialLabel: string;
  /** 已作废: a refund took the piece back and the certificate is void. */
  voidedLabel?: string;
  /** 证书编号 JY… */
  certLabel: string;
  /** 订单 JY… · 2026-11-20 购买 */
  meta: string;
  /** The certificate's page. */
  href: string;
};

export type GuaranteeListLabels = {
  title: string;
  empty: string;
  emptyDescription?: string;
  loading: string;
  retry: string;
  /** The link to a certificate (查看保单); its accessible name adds the piece's title. */
  open: string;
  pagination: PaginationLabels;
};

export type GuaranteeListProps = {
  labels: GuaranteeListLabels;
  items: readonly GuaranteeListItem[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  isLoading?: boolean;
  /** The list could not be read: the message and a retry. */
  errorMessage?: string;
  onRetry?: () => void;
};

/** The member's electronic guarantees (issue #14 电子保单): one per delivered piece, a page at a time. */
export function GuaranteeList({
  labels,
  items,
  page,
  pageCount,
  onPageChange,
  pageHref,
  isLoading = false,
  errorMessage,
  onRetry,
}: GuaranteeListProps) {
  const heading = <h2 className={styles.title}>{labels.title}</h2>;
  if (isLoading) {
    return (
      <Box
        as="section"
        aria-label={labels.title}
        aria-busy="true"
        display="flex"
        flexDirection="column"
        gap="large"
        minWidth={0}
      >
        {heading}
        <LoadingNotice label={labels.loading} lines={3} />
      </Box>
    );
  }
  return (
    <Box as="section" aria-label={labels.title} display="flex" flexDirection="column" gap="large" minWidth={0}>
      {heading}
      {errorMessage ? (
        <RetryNotice message={errorMessage} retryLabel={labels.retry} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState title={labels.empty} description={labels.emptyDescription} headingLevel={3} />
      ) : (
        <>
          <Box as="ul" display="flex" flexDirection="column" gap="gutter">
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <Image src={item.thumb} alt="" ratio="1/1" />
                <Box display="flex" flexDirection="column" gap="small" minWidth={0}>
                  <h3 className={styles.itemTitle}>{item.title}</h3>
                  <p className={styles.meta}>{item.certLabel}</p>
                  <p className={styles.meta}>{item.meta}</p>
                  <span>
                    <Badge tone="neutral">{item.materialLabel}</Badge>
                    {item.voidedLabel ? <Badge tone="critical">{item.voidedLabel}</Badge> : null}
                  </span>
                </Box>
                <Link className={styles.link} href={item.href} aria-label={`${labels.open} ${item.title}`}>
                  {labels.open}
                </Link>
              </li>
            ))}
          </Box>
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={onPageChange}
            labels={labels.pagination}
            pageHref={pageHref}
          />
        </>
      )}
    </Box>
  );
}
