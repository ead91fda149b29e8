import { chinaYear, chinaYearStart, fenToYuan } from '@mall/contract';
import {
  type CardLevel,
  type ConsumeKind,
  type ConsumeRecordPage,
  type PointsReason,
  type PointsRecordPage,
} from '@mall/contract/member';
import type { Db } from '../db/database';
import {
  cardLevelList,
  consumptionPage,
  expiringAt,
  ledgerPage,
  pointsOf,
  settleExpiries,
} from '../repositories/points';

/** A page request as the routes pass it. */
type Page = { pageIndex: number; pageSize: number };

/**
 * The membership page's reads (issue #13 "Membership"; spec §7 Member): card levels with thresholds
 * and benefits, the token's member's points ledger (expiry written lazily first) and consumption
 * record. The writes happen in the order flows (repositories/points.ts).
 */
export function membershipService(db: Db) {
  return {
    /** The card levels, lowest first. */
    async levels(): Promise<CardLevel[]> {
      return (await cardLevelList(db)).map((row) => ({
        cardLevel: row.level,
        cardLevelName: row.name,
        threshold: fenToYuan(row.thresholdFen),
        thresholdFen: row.thresholdFen,
        benefits: row.benefits,
      }));
    },

    /** One page of the member's points ledger, newest first, with the balance and what lapses this year; undefined for no member. */
    async ledger(memberId: number, { pageIndex, pageSize }: Page, now: Date): Promise<PointsRecordPage | undefined> {
      await settleExpiries(db, memberId, now);
      const year = chinaYear(now);
      const [page, balance, expiring] = await Promise.all([
        ledgerPage(db, memberId, pageIndex, pageSize),
        pointsOf(db, memberId),
        expiringAt(db, memberId, chinaYearStart(year + 1)),
      ]);
      if (balance === undefined) return undefined;
      return {
        total: page.total,
        list: page.rows.map((row) => ({
          id: row.id,
          reason: row.reason as PointsReason,
          point: row.delta,
          balance: row.balanceAfter,
          orderNo: row.orderNo ?? '',
          createdAt: row.occurredAt.toISOString(),
          expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
        })),
        availablePoint: balance,
        expiringPoint: Math.min(expiring, balance),
        expiringDate: `${year}-12-31`,
      };
    },

    /** One page of the member's consumption record, newest first, with this year's sum. */
    async consumption(memberId: number, { pageIndex, pageSize }: Page, now: Date): Promise<ConsumeRecordPage> {
      const page = await consumptionPage(db, memberId, pageIndex, pageSize, now);
      return {
        total: page.total,
        list: page.rows.map((row) => ({
          id: row.id,
          kind: row.kind as ConsumeKind,
          amount: fenToYuan(row.amountFen),
          amountFen: row.amountFen,
          orderNo: row.orderNo,
          storeName: row.storeName,
          createdAt: row.occurredAt.toISOString(),
        })),
        yearConsumeAmount: fenToYuan(Math.max(0, page.thisYearFen)),
      };
    },
  };
}
