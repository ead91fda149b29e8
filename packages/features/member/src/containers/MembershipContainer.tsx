import { exchangeRate as rateInForce, nextLevelOf, pointsWorthFen } from '@mall/contract';
import type { PointsReason } from '@mall/contract/member';
import { useSession } from '@mall/core';
import {
  Button,
  EmptyState,
  formatFen,
  LevelTable,
  MemberSection,
  PointsLedger,
  PointsSummary,
  Stack,
  type ConsumeLedgerRow,
  type PointsLedgerRow,
  type PointsLedgerTab,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipPageSize } from '../api/membershipApi';
import { useCardLevels, useConsumeRecord, useExchangeRate, usePointsRecord } from '../hooks/useMembership';
import { useMemberInfo } from '../hooks/useMemberInfo';
import { chinaDateTime, lastSpendableDay, pageCountOf, reasonKey } from '../logic/membership';

export type MembershipContainerProps = {
  /** Staff have no membership (spec §6): the way to their rights-fund mall instead. */
  onRoyalty?: () => void;
};

/**
 * The membership page (issue #13 "Membership"; spec §3 member points, §7 Member, §9 caches): the
 * member's points and what they are worth at the exchange rate, what lapses at the end of the year,
 * K points, the card levels with thresholds and benefits and where the member stands, the points
 * rules, and the points and consumption records.
 */
export function MembershipContainer({ onRoyalty }: MembershipContainerProps) {
  const { t, i18n } = useTranslation('member');
  const { isStaff } = useSession();
  const [tab, setTab] = useState<PointsLedgerTab>('points');
  const [pages, setPages] = useState({ points: 1, consumption: 1 });
  const levels = useCardLevels();
  const rate = useExchangeRate();
  const info = useMemberInfo();
  const points = usePointsRecord(pages.points);
  const consumption = useConsumeRecord(pages.consumption);

  if (isStaff) {
    return (
      <EmptyState
        title={t('membership.staffTitle')}
        description={t('membership.staffHint')}
        headingLevel={2}
        action={
          onRoyalty ? (
            <Button tone="primary" onPress={onRoyalty}>
              {t('membership.toRoyalty')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  const number = new Intl.NumberFormat(i18n.language);
  // spec §9: the server's rate, or the default 50 when it sends none usable (contract rules/points).
  const exchangeRate = rateInForce(rate.data);
  const yearFen = consumption.data ? Math.round(Number(consumption.data.yearConsumeAmount) * 100) : undefined;
  const currentLevel = info.data && !info.data.isFallback ? info.data.info.cardLevel : undefined;

  // Where the member stands: this year's consumption and what the next level still needs.
  const list = levels.data ?? [];
  const current = list.find((level) => level.cardLevel === currentLevel);
  let standing: string | undefined;
  if (current && yearFen !== undefined) {
    const thresholds = list.map((level) => ({ level: level.cardLevel, thresholdFen: level.thresholdFen }));
    const next = nextLevelOf(thresholds, current.cardLevel, yearFen);
    const spent = formatFen(yearFen);
    standing = next
      ? t('membership.standing', {
          spent,
          needed: formatFen(next.neededFen),
          next: list.find((level) => level.cardLevel === next.level)?.cardLevelName ?? '',
        })
      : t('membership.standingTop', { spent, level: current.cardLevelName });
    const until = info.data?.info.membershipExpirationDate;
    if (until) standing = `${standing}${t('membership.validUntil', { date: until })}`;
  }

  const pointRows: PointsLedgerRow[] = (points.data?.list ?? []).map((row) => ({
    id: row.id,
    date: chinaDateTime(row.createdAt),
    reason: t(reasonKey(row.reason as PointsReason)),
    orderNo: row.orderNo,
    delta: row.point,
    balance: row.balance,
    note:
      row.expiresAt && row.point > 0 ? t('membership.expiresOn', { date: lastSpendableDay(row.expiresAt) }) : undefined,
  }));
  const consumeRows: ConsumeLedgerRow[] = (consumption.data?.list ?? []).map((row) => ({
    id: row.id,
    date: chinaDateTime(row.createdAt),
    kind: t(`membership.kinds.${row.kind}`),
    orderNo: row.orderNo,
    storeName: row.storeName,
    amountFen: row.amountFen,
  }));
  const statusOf = (state: { data?: unknown; error?: unknown }) =>
    state.error && !state.data ? ('error' as const) : state.data ? ('ready' as const) : ('loading' as const);

  return (
    <Stack space="large">
      <PointsSummary
        status={points.error && !points.data ? 'error' : points.data ? 'loaded' : 'loading'}
        title={t('membership.pointsTitle')}
        facts={
          points.data
            ? [
                { id: 'available', label: t('membership.available'), value: number.format(points.data.availablePoint) },
                {
                  id: 'worth',
                  label: t('membership.worth'),
                  value: `¥${formatFen(pointsWorthFen(points.data.availablePoint, exchangeRate))}`,
                },
                {
                  id: 'expiring',
                  label: t('membership.expiring', { date: points.data.expiringDate }),
                  value: number.format(points.data.expiringPoint),
                },
                { id: 'kPoint', label: t('membership.kPoint'), value: '0' },
              ]
            : []
        }
        loadingLabel={t('membership.pointsLoading')}
        message={t('membership.pointsSummaryError')}
        retryLabel={t('membership.retry')}
        onRetry={() => void points.mutate()}
      />

      <MemberSection
        title={t('membership.rulesTitle')}
        rules={[
          t('membership.rules.earn'),
          t('membership.rules.spend', { rate: exchangeRate }),
          t('membership.rules.expire'),
          t('membership.rules.refund'),
          t('membership.rules.level'),
        ]}
      />

      <MemberSection title={t('membership.levelsTitle')}>
        <LevelTable
          status={statusOf(levels)}
          levels={list.map((level) => ({
            level: level.cardLevel,
            name: level.cardLevelName,
            thresholdFen: level.thresholdFen,
            benefits: level.benefits,
          }))}
          currentLevel={currentLevel}
          standing={standing}
          isCaptionHidden
          errorMessage={t('membership.levelsError')}
          onRetry={() => void levels.mutate()}
          labels={{
            caption: t('membership.levelsCaption'),
            level: t('membership.columns.level'),
            threshold: t('membership.columns.threshold'),
            benefits: t('membership.columns.benefits'),
            current: t('membership.current'),
            loading: t('membership.levelsLoading'),
            retry: t('membership.retry'),
          }}
        />
      </MemberSection>

      <MemberSection title={t('membership.recordsTitle')}>
        <PointsLedger
          selectedTab={tab}
          onTabChange={setTab}
          points={{
            status: statusOf(points),
            rows: pointRows,
            page: pages.points,
            pageCount: pageCountOf(points.data?.total ?? 0, membershipPageSize),
            errorMessage: t('membership.pointsError'),
          }}
          consumption={{
            status: statusOf(consumption),
            rows: consumeRows,
            page: pages.consumption,
            pageCount: pageCountOf(consumption.data?.total ?? 0, membershipPageSize),
            errorMessage: t('membership.consumptionError'),
          }}
          onPageChange={(which, page) => setPages((before) => ({ ...before, [which]: page }))}
          onRetry={(which) => void (which === 'points' ? points.mutate() : consumption.mutate())}
          labels={{
            tabs: t('membership.recordsTitle'),
            pointsTab: t('membership.pointsTab'),
            consumptionTab: t('membership.consumptionTab'),
            date: t('membership.columns.date'),
            reason: t('membership.columns.reason'),
            orderNo: t('membership.columns.orderNo'),
            change: t('membership.columns.change'),
            balance: t('membership.columns.balance'),
            kind: t('membership.columns.kind'),
            amount: t('membership.columns.amount'),
            pointsEmpty: t('membership.pointsEmpty'),
            consumptionEmpty: t('membership.consumptionEmpty'),
            loading: t('membership.recordsLoading'),
            retry: t('membership.retry'),
            pagination: {
              navigation: t('membership.pagination.navigation'),
              previous: t('membership.pagination.previous'),
              next: t('membership.pagination.next'),
              page: (page) => t('membership.pagination.page', { page }),
            },
          }}
        />
      </MemberSection>
    </Stack>
  );
}
