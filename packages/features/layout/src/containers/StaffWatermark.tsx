import { useSession } from '@mall/core';
import { Watermark } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';

/** The full-page watermark with nickname and staff code for staff users (spec §4); nothing for anyone else. */
export function StaffWatermark() {
  const { t } = useTranslation('layout');
  const { user, isStaff } = useSession();
  if (!isStaff) return null;
  return <Watermark text={t('watermark.text', { name: user.nickname, code: user.staffCode })} />;
}
