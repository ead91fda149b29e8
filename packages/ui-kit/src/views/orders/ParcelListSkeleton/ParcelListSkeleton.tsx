import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/typography/VisuallyHidden/VisuallyHidden';
import * as styles from './ParcelListSkeleton.css';

export type ParcelListSkeletonProps = {
  /** Announced while the parcels load (正在加载物流信息). */
  label: string;
};

/** What the logistics page shows while its parcels load: a summary line and the parcel's lines as placeholders. */
export function ParcelListSkeleton({ label }: ParcelListSkeletonProps) {
  return (
    <div aria-busy="true" className={styles.loading}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton shape="text" size="large" />
      <Skeleton shape="text" lines={4} />
    </div>
  );
}
