import { Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * The staff tab's content until the staff sign-in (issue #5, member-ui) is composed in here: a
 * plain statement, not a button that would do nothing.
 */
export function StaffLoginNote() {
  const { t } = useTranslation('app');
  return <Text tone="muted">{t('auth.staffPending')}</Text>;
}
