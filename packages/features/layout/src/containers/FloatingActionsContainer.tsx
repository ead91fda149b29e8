import { FloatingActions } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useBackToTopVisible } from '../hooks/useShellState';

export type FloatingActionsContainerProps = {
  /**
   * Customer service was pressed: the app opens the chat in a new tab for a member, or sends a
   * visitor to log in (spec §1, §8; the chat feature's useOpenChat).
   */
  onService: () => void;
  /** Id of the element that takes focus after back to top (the skip link's target, `main`). */
  focusTargetId?: string;
};

/**
 * The floating customer-service and back-to-top buttons (spec §2). Back to top shows beyond
 * 200 px, scrolls to the top and moves focus to `focusTargetId`, so focus is not lost with the button.
 */
export function FloatingActionsContainer({ onService, focusTargetId = 'main' }: FloatingActionsContainerProps) {
  const { t } = useTranslation('layout');
  const isVisible = useBackToTopVisible();
  const backToTop = () => {
    window.scrollTo({ top: 0 });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };
  return (
    <FloatingActions
      label={t('floating.label')}
      serviceLabel={t('floating.service')}
      onService={onService}
      backToTopLabel={t('floating.backToTop')}
      isBackToTopVisible={isVisible}
      onBackToTop={backToTop}
    />
  );
}
