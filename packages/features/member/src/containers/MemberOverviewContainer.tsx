import {
  formatFen,
  LevelProgress,
  MemberCard,
  MemberOverviewLayout,
  PointsSummary,
  type MemberFact,
} from '@mall/ui-kit';
import { pointsWorthFen, exchangeRate } from '@mall/contract';
import { useRuntimeConfig, useSession } from '@mall/core';
import { useTranslation } from 'react-i18next';
import { useGiftCard, useMemberInfo, useMemberPoints, useRefreshMemberInfo } from '../hooks/useMemberInfo';
import {
  cardArtOf,
  cardNumberGroups,
  daysJoined,
  levelStanding,
  memberDisplayName,
  progressPercent,
} from '../logic/memberInfo';

export type MemberOverviewContainerProps = {
  /** Now, for the days joined; the clock unless a story fixes it. */
  now?: () => Date;
};

const yuan = (fen: number) => `¥${formatFen(fen)}`;

/**
 * The head of the account overview (issue #13; spec §3 "Member info", "Member points"): the member
 * card in the colours of the member's level with the name and title, card number and days joined;
 * where the member stands on the way to the next level; the points and what they are worth at the
 * exchange rate, with the gift card's balance when gift cards are offered. Staff hold a staff card
 * (nickname, staff code) and nothing of membership (spec §6): their rights fund comes beside it.
 */
export function MemberOverviewContainer({ now = () => new Date() }: MemberOverviewContainerProps) {
  const { t, i18n } = useTranslation('member');
  const { brand } = useRuntimeConfig();
  const { user, isStaff } = useSession();
  const info = useMemberInfo();
  const refresh = useRefreshMemberInfo();
  const points = useMemberPoints(!isStaff);
  const giftCard = useGiftCard(!isStaff);
  const number = new Intl.NumberFormat(i18n.language);

  if (isStaff) {
    return (
      <MemberOverviewLayout
        card={
          <MemberCard
            status="loaded"
            art="staff"
            label={t('overview.staffCard')}
            brand={brand.name}
            name={user.nickname}
            levelName={t('overview.staffLevel')}
            facts={[{ id: 'staffCode', label: t('overview.staffCode'), value: user.staffCode }]}
            loadingLabel={t('summary.loading')}
          />
        }
      />
    );
  }

  const data = info.data;
  const member = data?.info;
  const days = member ? daysJoined(member.firstJoinDate, now()) : null;
  const cardFacts: MemberFact[] = [
    { id: 'cardNo', label: t('summary.cardNo'), value: cardNumberGroups(user.cardNo) || t('summary.unknown') },
    {
      id: 'daysJoined',
      label: t('summary.daysJoined'),
      value: days === null ? t('summary.unknown') : t('summary.days', { count: days }),
    },
  ];
  const name = memberDisplayName(member, user.nickname, t('summary.defaultName'));
  const standing = member && !data.isFallback ? levelStanding(member) : null;

  const rate = exchangeRate(points.data?.pointsExchangeRate);
  const pointFacts: MemberFact[] = points.data
    ? [
        { id: 'points', label: t('overview.points'), value: number.format(points.data.point) },
        { id: 'worth', label: t('overview.worth'), value: yuan(pointsWorthFen(points.data.point, rate)) },
        ...(giftCard.data?.open
          ? [{ id: 'giftCard', label: t('overview.giftCard'), value: yuan(giftCard.data.balanceFen) }]
          : []),
      ]
    : [];

  return (
    <MemberOverviewLayout
      card={
        <MemberCard
          status={!data ? 'loading' : data.isFallback ? 'fallback' : 'loaded'}
          art={cardArtOf(member?.cardLevel ?? 0)}
          label={t('overview.memberCard')}
          brand={brand.name}
          name={name}
          levelName={member?.cardLevelName || undefined}
          facts={cardFacts}
          loadingLabel={t('summary.loading')}
          fallbackMessage={t('summary.fallback')}
          retryLabel={t('overview.retry')}
          onRetry={() => void refresh()}
        />
      }
      side={
        <>
          {standing?.kind === 'next' && member ? (
            <LevelProgress
              status="next"
              title={t('overview.level')}
              message={t('overview.toNext', { amount: yuan(standing.remainingFen), level: member.nextCardLevelName })}
              ratio={standing.ratio}
              progressLabel={t('overview.progressLabel', { level: member.nextCardLevelName })}
              valueText={t('overview.progressValue', { percent: progressPercent(standing.ratio) })}
              currentLevelName={member.cardLevelName}
              nextLevelName={member.nextCardLevelName}
            />
          ) : standing?.kind === 'top' && member ? (
            <LevelProgress
              status="top"
              title={t('overview.level')}
              message={t('overview.topLevel', { level: member.cardLevelName })}
            />
          ) : data?.isFallback ? null : (
            <LevelProgress status="loading" title={t('overview.level')} loadingLabel={t('overview.levelLoading')} />
          )}
          <PointsSummary
            status={points.data ? 'loaded' : points.error ? 'error' : 'loading'}
            title={t('overview.pointsTitle')}
            facts={pointFacts}
            note={t('overview.rate', { rate: number.format(rate) })}
            loadingLabel={t('overview.pointsLoading')}
            message={t('overview.pointsFailed')}
            retryLabel={t('overview.retry')}
            onRetry={() => void points.mutate()}
          />
        </>
      }
    />
  );
}
