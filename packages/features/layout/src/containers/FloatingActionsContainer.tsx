import { useRuntimeConfig, useSession } from '@mall/core';
import { FloatingActions } from '@mall/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToTopVisible } from '../hooks/useShellState';

/**
 * Opens the online chat in a new tab for a logged-in shopper (spec §1); a visitor is sent to log
 * in first through `onLoginRequired` (spec §8: remember the path, open login).
 */
export function useOpenChat(onLoginRequired: () => void): () => void {
  const { isLoggedIn } = useSession();
  const { chatUrl } = useRuntimeConfig();
  return useCallback(() => {
    if (isLoggedIn) window.open(chatUrl, '_blank', 'noopener');
    else onLoginRequired();
  }, [isLoggedIn, chatUrl, onLoginRequired]);
}

export type FloatingActionsContainerProps = {
  /** A visitor pressed customer service: remember the current path and open login (spec §8). */
  onLoginRequired: () => void;
  /** Id of the element that takes focus after back to top (the skip link's target, `main`). */
  focusTargetId?: string;
};

/**
 * The floating customer-service and back-to-top buttons (spec §2). Back to top shows beyond
 * 200 px, scrolls to the top and moves focus to `focusTargetId`, so focus is not lost with the button.
 */
export function FloatingActionsContainer({ onLoginRequired, focusTargetId = 'main' }: FloatingActionsContainerProps) {
  const { t } = useTranslation('layout');
  const isVisible = useBackToTopVisible();
  const openChat = useOpenChat(onLoginRequired);
  const backToTop = () => {
    window.scrollTo({ top: 0 });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };
  return (
    <FloatingActions
      label={t('floating.label')}
      serviceLabel={t('floating.service')}
      onService={openChat}
      backToTopLabel={t('floating.backToTop')}
      isBackToTopVisible={isVisible}
      onBackToTop={backToTop}
    />
  );
}
