import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery, literalUnion } from '../envelope';
import { PriceString } from '../goods';

// Membership (issue #13 "Membership"; spec §3 member points, §7 Member): the card levels with their
// thresholds and benefits, the member's points ledger and consumption record, K points. Spec §7 gives
// the paths (membershipRecord, membershipConsumeRecord, cardLevelList, getUserKPoint), not their
// payloads: designed in its style, paged like the order list.

export const MEMBERSHIP_PAGE_SIZE_MAX = 50;

/** What changed a member's points (each a row of the ledger). */
export const pointsReasons = ['earned', 'spent', 'returned', 'refunded', 'clawback', 'expired', 'adjust'] as const;
export type PointsReason = (typeof pointsReasons)[number];

/** What a consumption record is: an online order paid, a refund of one, a purchase in a store. */
export const consumeKinds = ['order', 'refund', 'store'] as const;
export type ConsumeKind = (typeof consumeKinds)[number];

/** GET cardLevelList: the levels, lowest first. */
export const CardLevelListQuery = TimestampQuery;
export const CardLevelSchema = Type.Object(
  {
    cardLevel: Type.Integer(),
    cardLevelName: Type.String(),
    /** The calendar year's consumption that reaches the level (元). */
    threshold: PriceString,
    thresholdFen: Type.Integer({ minimum: 0 }),
    benefits: Type.Array(Type.String()),
  },
  { $id: 'CardLevel', additionalProperties: false },
);
export type CardLevel = Static<typeof CardLevelSchema>;
export const CardLevelListResponse = CodeEnvelope(
  Type.Object({ list: Type.Array(CardLevelSchema) }, { additionalProperties: false }),
);

/** membershipRecord / membershipConsumeRecord body: a page, newest first. */
export const MembershipPageBody = Type.Object(
  {
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBERSHIP_PAGE_SIZE_MAX, default: 10 })),
  },
  { additionalProperties: true },
);
export type MembershipPageBody = Static<typeof MembershipPageBody>;
/** The records' body may be left out (the first page of 10). */
export const MembershipPageOptionalBody = Type.Optional(MembershipPageBody);

export const PointsRecordSchema = Type.Object(
  {
    id: Type.Integer(),
    reason: literalUnion(pointsReasons),
    /** Points added (positive) or taken (negative). */
    point: Type.Integer(),
    /** The balance after this change. */
    balance: Type.Integer({ minimum: 0 }),
    /** The order (or store receipt) it belongs to; '' for none. */
    orderNo: Type.String(),
    /** ISO 8601. */
    createdAt: Type.String({ format: 'date-time' }),
    /** When points credited by this row expire (ISO 8601); null for a row that takes points. */
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'PointsRecord', additionalProperties: false },
);
export type PointsRecord = Static<typeof PointsRecordSchema>;
export const PointsRecordResponse = CodeEnvelope(
  Type.Object(
    {
      total: Type.Integer({ minimum: 0 }),
      list: Type.Array(PointsRecordSchema),
      /** The balance now (the sum of every row). */
      availablePoint: Type.Integer({ minimum: 0 }),
      /** Points that expire at the end of this year (China time) unless spent. */
      expiringPoint: Type.Integer({ minimum: 0 }),
      /** The last day of this year, YYYY-MM-DD: when `expiringPoint` lapses. */
      expiringDate: Type.String(),
    },
    { additionalProperties: false },
  ),
);
export type PointsRecordPage = Static<typeof PointsRecordResponse>['data'];

export const ConsumeRecordSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: literalUnion(consumeKinds),
    /** 元, negative for a refund. */
    amount: PriceString,
    amountFen: Type.Integer(),
    orderNo: Type.String(),
    /** The store of a store purchase; '' online. */
    storeName: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ConsumeRecord', additionalProperties: false },
);
export type ConsumeRecord = Static<typeof ConsumeRecordSchema>;
export const ConsumeRecordResponse = CodeEnvelope(
  Type.Object(
    {
      total: Type.Integer({ minimum: 0 }),
      list: Type.Array(ConsumeRecordSchema),
      /** This calendar year's consumption (元): what the card level is reached by. */
      yearConsumeAmount: PriceString,
    },
    { additionalProperties: false },
  ),
);
export type ConsumeRecordPage = Static<typeof ConsumeRecordResponse>['data'];

/** getUserKPoint: the member's K points (the seed gives none: an honest zero). */
/** getUserKPoint takes no fields (any body, or none, is accepted). */
export const KPointBody = Type.Optional(Type.Object({}, { additionalProperties: true }));
export const KPointResponse = CodeEnvelope(
  Type.Object({ kPoint: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
);
