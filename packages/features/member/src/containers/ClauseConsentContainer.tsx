import { ClauseChangeDialog } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useClauseConsent } from '../hooks/useClauseConsent';
import { clauseReadingHref, type ClauseHref } from '../logic/clauses';

export type ClauseConsentContainerProps = {
  /** After a disagree the session is logged out; the app then goes home (spec §4). */
  onLoggedOut: () => void;
  /** The app's page of a clause text, for a clause whose server link is not a path of this site. */
  clauseHref: ClauseHref;
};

/**
 * Mounted once in the layout: 1 s after a logged-in customer is known, shows the change notice for
 * the outdated or unaccepted required clauses (spec §4 "Clause agreement flow"). Agree records each
 * clause; disagree logs out.
 */
export function ClauseConsentContainer({ onLoggedOut, clauseHref }: ClauseConsentContainerProps) {
  const { t } = useTranslation('member');
  const { clauses, isBusy, hasFailed, agree, disagree } = useClauseConsent(onLoggedOut);
  return (
    <ClauseChangeDialog
      isOpen={clauses.length > 0}
      title={t('clauses.title')}
      message={t('clauses.message')}
      clauses={clauses.map((clause) => ({
        id: clause.clauseKey,
        title: `《${clause.clauseTitle}》`,
        href: clauseReadingHref(clause, clauseHref),
        versionLabel: clause.clauseVersion,
      }))}
      newTabLabel={t('clauses.newTab')}
      agreeLabel={t('clauses.agree')}
      disagreeLabel={t('clauses.disagree')}
      onAgree={() => void agree()}
      onDisagree={disagree}
      isBusy={isBusy}
      busyLabel={t('clauses.busy')}
      errorMessage={hasFailed ? t('clauses.failed') : undefined}
    />
  );
}
