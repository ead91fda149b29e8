import { visuallyHidden } from '../../../styles/utilities.css';
import { Skeleton } from '../Skeleton/Skeleton';

export type LoadingNoticeProps = {
  /** Announced while the content loads (正在加载积分). */
  label: string;
  /** Lines of placeholder text. Default 2. */
  lines?: number;
};

/**
 * What a panel shows while its content loads: placeholder lines, and a status message that says so
 * to assistive technology (the placeholders themselves are hidden from it).
 */
export function LoadingNotice({ label, lines = 2 }: LoadingNoticeProps) {
  return (
    <span role="status">
      <Skeleton lines={lines} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
