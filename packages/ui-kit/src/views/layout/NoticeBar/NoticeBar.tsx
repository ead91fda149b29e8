import { useMemo, useState } from 'react';
import { IconButton } from '../../../primitives/controls/IconButton/IconButton';
import { Rotator, type RotatorItem } from '../../../primitives/motion/Rotator/Rotator';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import { isNoticeBarShown, shownNotices, type Notice } from './noticeBarRules';
import * as styles from './NoticeBar.css';

export type NoticeBarProps = {
  /** The notices, shown one after another, each for its own `durationMs`. Empty: the bar renders nothing (spec §2). */
  notices: readonly Notice[];
  /** Accessible name of the notice region (站点公告). */
  label: string;
  /** Accessible name of the × button (关闭公告). */
  closeLabel: string;
  /** Name of the rotation's pause button while it moves (暂停滚动). */
  pauseLabel: string;
  /** Name of the same button while paused (继续滚动). */
  resumeLabel: string;
  /**
   * Controlled closed state (the caller remembers the close, and needs it anyway to pick the
   * header height of spec §2: 164 with the bar, 128 without). Leave out to let the bar keep its own.
   */
  isClosed?: boolean;
  /**
   * Called when the × is pressed. The bar disappears with its button, so focus falls back to the
   * document start; the next Tab reaches the header's logo, the next thing on the page.
   */
  onClose?: () => void;
};

/**
 * The top notice strip of the layout shell (spec §2): hidden when there is nothing to show or it
 * was closed; several notices rotate through `Rotator` (pausable, held on hover and focus); a
 * notice with `href` is a link. Text wider than its box scrolls sideways (marquee). Spec §2 puts
 * that threshold at 1380: at the 1400 design width the text box is the width less the pause and
 * close buttons, so the marquee starts a little earlier rather than letting the buttons cover text.
 */
export function NoticeBar({
  notices,
  label,
  closeLabel,
  pauseLabel,
  resumeLabel,
  isClosed: isClosedProp,
  onClose,
}: NoticeBarProps) {
  const [ownClosed, setOwnClosed] = useState(false);
  const isClosed = isClosedProp ?? ownClosed;

  // A stable list, so the rotation's timer is not restarted by unrelated renders.
  const items = useMemo<RotatorItem[]>(
    () =>
      shownNotices(notices).map((notice) => ({
        id: notice.id,
        durationMs: notice.durationMs,
        content: notice.href ? (
          <PlainLink className={styles.link} href={notice.href}>
            {notice.content}
          </PlainLink>
        ) : (
          notice.content
        ),
      })),
    [notices],
  );

  if (!isNoticeBarShown(notices, isClosed)) return null;

  const handleClose = () => {
    setOwnClosed(true);
    onClose?.();
  };

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.rotator}>
          <Rotator items={items} label={label} pauseLabel={pauseLabel} resumeLabel={resumeLabel} marquee />
        </div>
        <IconButton icon="close" size="small" label={closeLabel} onPress={handleClose} />
      </div>
    </div>
  );
}
