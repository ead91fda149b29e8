import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery, literalUnion } from '../envelope';
import { AttributeKey, MouldNo } from '../goods';

// Fulfilment and logistics (issue #12; spec §2 /myIndex/branchOrder, §4 "View logistics: when the
// flag is set"). The calls are "not shown" in spec §7: designed in the order server's style
// (DESIGN.md §4), scoped to the token's buyer; another buyer's order number answers 404.

/**
 * The carriers the mall ships with: SF Express by default (jewellery travels insured), China Post
 * EMS and JD Logistics for some parcels. The codes are the mall's; the production tracker maps them
 * to its own (Kuaidi100: shunfeng, ems, jd).
 */
export const carrierCodes = ['SF', 'EMS', 'JD'] as const;
export type CarrierCode = (typeof carrierCodes)[number];

/** The carriers' names as their waybills print them (the mall translates them by code). */
export const carrierNames: Readonly<Record<CarrierCode, string>> = {
  SF: '顺丰速运',
  EMS: '中国邮政 EMS',
  JD: '京东快递',
};

/**
 * Where a parcel is in its journey: 揽收 (collected by the courier), 运输中 (between hubs), 派送中
 * (out for delivery), 已签收 (signed for). Codes the mall translates; each event also carries the
 * carrier's own Chinese description.
 */
export const trackingStatuses = ['collected', 'inTransit', 'delivering', 'signed'] as const;
export type TrackingStatus = (typeof trackingStatuses)[number];

/** One tracking event as the carrier reports it. */
export const TrackingEventSchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    status: literalUnion(trackingStatuses),
    /** The carrier's own words (【深圳市】顺丰速运 已收取快件). */
    description: Type.String(),
    /** The city it happened in, when the carrier says. */
    place: Type.String(),
  },
  { $id: 'TrackingEvent', additionalProperties: false },
);
export type TrackingEvent = Static<typeof TrackingEventSchema>;

/** One line (or part of one) in a parcel: the piece as the order sold it. */
export const ParcelLineSchema = Type.Object(
  {
    mouldNo: MouldNo,
    title: Type.String(),
    thumb: Type.String(),
    attribute: AttributeKey,
    /** Pieces of this line in this parcel (a line of 3 may travel in two parcels). */
    qty: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ParcelLine = Static<typeof ParcelLineSchema>;

/** One parcel of an order: who carries it, its waybill number, what is in it and where it is. */
export const ParcelSchema = Type.Object(
  {
    /** 1, 2, … within the order (包裹 1). */
    parcelNo: Type.Integer({ minimum: 1 }),
    carrierCode: literalUnion(carrierCodes),
    carrierName: Type.String(),
    trackingNo: Type.String(),
    shippedAt: Type.String({ format: 'date-time' }),
    lines: Type.Array(ParcelLineSchema),
    /** Newest first; empty until the courier collects it. */
    events: Type.Array(TrackingEventSchema),
  },
  { $id: 'Parcel', additionalProperties: false },
);
export type Parcel = Static<typeof ParcelSchema>;

/** GET logistics: the buyer's own order, by number. */
export const OrderLogisticsQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 40 }) }),
]);

/**
 * The logistics of the buyer's order: every parcel (an order shipped in several is a branch order,
 * spec §2 /myIndex/branchOrder) with its lines and its events from the carrier. An order that has
 * not shipped answers HTTP 409 `{ code: 409, msg }`; another buyer's or an unknown number 404.
 */
export const OrderLogisticsSchema = Type.Object(
  { orderNo: Type.String(), parcels: Type.Array(ParcelSchema) },
  { $id: 'OrderLogistics', additionalProperties: false },
);
export type OrderLogistics = Static<typeof OrderLogisticsSchema>;
export const OrderLogisticsResponse = CodeEnvelope(OrderLogisticsSchema);
