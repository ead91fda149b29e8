import {
  Button as AriaButton,
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Icon } from '../../media/Icon/Icon';
import type { IconName } from '../../media/Icon/icons';
import type { ToastRegionProps, ToastTone } from './toastQueue';
import * as styles from './Toast.css';

const toneIcons: Record<ToastTone, IconName> = { neutral: 'info', positive: 'check', critical: 'warning' };

/**
 * The toasts of `ToastRegion` on React Aria's toast region, which also keeps focus sensible when a
 * focused toast closes. Its own chunk, loaded with the first toast (issue #16).
 */
export default function ToastRegionPanel({ queue, 'aria-label': ariaLabel, closeLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={ariaLabel} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <Icon name={toneIcons[toast.content.tone]} />
          <AriaToastContent className={styles.content}>
            <AriaText slot="title">{toast.content.message}</AriaText>
          </AriaToastContent>
          <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
            <Icon name="close" size="small" />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
