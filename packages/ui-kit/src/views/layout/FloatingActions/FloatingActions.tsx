import { IconButton } from '../../../primitives/controls/IconButton/IconButton';
import * as styles from './FloatingActions.css';

export type FloatingActionsProps = {
  /** Name of the group of buttons (快捷操作). */
  label: string;
  /** The customer-service button's accessible name (在线客服). */
  serviceLabel: string;
  /** Opens customer service (the caller opens the online chat in a new tab, spec §1). */
  onService: () => void;
  /** The back-to-top button's accessible name (返回顶部). */
  backToTopLabel: string;
  /** Show back to top: the caller shows it once the page is scrolled beyond 200 px (spec §2). */
  isBackToTopVisible: boolean;
  /**
   * Called by back to top. Scroll to the top and also move focus there (e.g. to the logo link or
   * a skip target): the button hides once the page is at the top, and focus must not be lost with it.
   */
  onBackToTop: () => void;
};

/**
 * The floating customer-service and back-to-top buttons of the layout shell (spec §2). On screens
 * wide enough to have a margin beside the 1200 content column they float in that margin, fixed at
 * the bottom right; on narrower screens they sit as a row where the component is placed (render it
 * after the main content), so they never cover content. Back to top keeps its place while hidden.
 */
export function FloatingActions({
  label,
  serviceLabel,
  onService,
  backToTopLabel,
  isBackToTopVisible,
  onBackToTop,
}: FloatingActionsProps) {
  return (
    <div role="group" aria-label={label} className={styles.root}>
      <span className={styles.tile()}>
        <IconButton icon="service" tone="brand" size="large" label={serviceLabel} onPress={onService} />
      </span>
      <span className={styles.tile({ isHidden: !isBackToTopVisible })}>
        <IconButton icon="arrowUp" size="large" label={backToTopLabel} onPress={onBackToTop} />
      </span>
    </div>
  );
}
