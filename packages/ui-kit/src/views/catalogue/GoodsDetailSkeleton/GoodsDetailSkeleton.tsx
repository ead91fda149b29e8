import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as frame from '../goodsDetail.css';

export type GoodsDetailSkeletonProps = {
  /** Announced while the piece loads (商品加载中). */
  label: string;
};

/** The product page while the piece loads: a picture and lines of copy in the page's columns. */
export function GoodsDetailSkeleton({ label }: GoodsDetailSkeletonProps) {
  return (
    <div className={frame.page} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <div className={frame.columns}>
        <Skeleton shape="rect" />
        <Skeleton lines={6} />
      </div>
    </div>
  );
}
