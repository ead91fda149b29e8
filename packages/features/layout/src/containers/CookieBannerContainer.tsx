import { CookieBanner } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useIsHydrated, useStoredFlag } from '../hooks/useShellState';

/** localStorage key of the cookie consent; kept across logout (spec §9). */
export const agreeCookieKey = 'agreeCookie';

export type CookieBannerContainerProps = {
  /** Where the privacy policy is; without it the banner shows no link. */
  policyHref?: string;
  /** The banner's height in px while it shows, 0 once gone: pad the page bottom by it. */
  onHeightChange?: (heightPx: number) => void;
};

/**
 * The cookie consent banner (spec §1): shows until accepted; the acceptance is stored under
 * `agreeCookie`. The server cannot read that, so the banner is drawn right after hydration (issue
 * #16): fixed along the bottom, it shifts nothing, and a shopper who accepted never sees it flash.
 */
export function CookieBannerContainer({ policyHref, onHeightChange }: CookieBannerContainerProps) {
  const { t } = useTranslation('layout');
  const isHydrated = useIsHydrated();
  const [isAccepted, accept] = useStoredFlag('local', agreeCookieKey);
  if (!isHydrated || isAccepted) return null;
  return (
    <CookieBanner
      label={t('cookie.label')}
      message={t('cookie.message')}
      policyLink={policyHref ? { label: t('cookie.policy'), href: policyHref } : undefined}
      acceptLabel={t('cookie.accept')}
      onAccept={accept}
      onHeightChange={onHeightChange}
    />
  );
}
