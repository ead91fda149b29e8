import { Button } from '../../../primitives/controls/Button/Button';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Breadcrumb, type BreadcrumbProps } from '../../../primitives/navigation/Breadcrumb/Breadcrumb';
import * as frame from '../goodsDetail.css';
import * as styles from './GoodsDetailNotice.css';

export type GoodsDetailNoticeProps = {
  breadcrumb: BreadcrumbProps;
  /** The page's heading (商品不存在, 商品加载失败). */
  title: string;
  description: string;
  /** A way on: a link (返回首页) for a piece that is not there, a retry for a failed load. */
  action: { kind: 'link'; label: string; href: string } | { kind: 'retry'; label: string; onRetry: () => void };
};

/** The product page when the piece is not there or did not load (spec §2 goods, §8). */
export function GoodsDetailNotice({ breadcrumb, title, description, action }: GoodsDetailNoticeProps) {
  return (
    <div className={frame.page}>
      <Breadcrumb {...breadcrumb} />
      <div className={styles.state}>
        <EmptyState
          headingLevel={1}
          title={title}
          description={description}
          action={
            action.kind === 'link' ? (
              <a className={styles.homeLink} href={action.href}>
                {action.label}
              </a>
            ) : (
              <Button tone="secondary" onPress={action.onRetry}>
                {action.label}
              </Button>
            )
          }
        />
      </div>
    </div>
  );
}
