import { useSession } from '@mall/core';
import { MemberSummary, type MemberFact } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../hooks/useMemberInfo';
import { daysJoined, memberDisplayName } from '../logic/memberInfo';

/**
 * The member summary of the header's account pop-up (spec §3 member info, §7 member/info cached
 * 5 min, defaults on failure): family name and title, card level, card number, points, days
 * joined. Nothing for visitors and staff (staff have no membership data, spec §1).
 */
export function MemberSummaryContainer() {
  const { t, i18n } = useTranslation('member');
  const { user, isLoggedIn, isStaff } = useSession();
  const { data } = useMemberInfo();
  if (!isLoggedIn || isStaff) return null;

  const number = new Intl.NumberFormat(i18n.language);
  const info = data?.info;
  const days = info ? daysJoined(info.firstJoinDate, new Date()) : null;
  const points = user.card?.availablePoint;
  const facts: MemberFact[] = [
    { id: 'cardNo', label: t('summary.cardNo'), value: user.cardNo || t('summary.unknown') },
    {
      id: 'points',
      label: t('summary.points'),
      value: points === undefined ? t('summary.unknown') : number.format(points),
    },
    {
      id: 'daysJoined',
      label: t('summary.daysJoined'),
      value: days === null ? t('summary.unknown') : t('summary.days', { count: days }),
    },
  ];
  const name = memberDisplayName(info, user.nickname, t('summary.defaultName'));

  return (
    <MemberSummary
      status={!data ? 'loading' : data.isFallback ? 'fallback' : 'loaded'}
      name={name}
      levelName={info?.cardLevelName || user.card?.cardLevelDesc || undefined}
      facts={facts}
      label={t('summary.label')}
      loadingLabel={t('summary.loading')}
      fallbackMessage={t('summary.fallback')}
    />
  );
}
