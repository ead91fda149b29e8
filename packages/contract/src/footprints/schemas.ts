import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery } from '../envelope';
import { GoodsCardSchema, MouldNo } from '../goods/schemas';

// Footprints (spec §1, §7 userFootPrint list / updateUserFootPrint / deleteUserAllFootPrint): the
// pieces a signed-in member opened. The spec shows the paths, not the payloads: designed in its style.

/** The most footprints kept per member; older ones drop off as new pieces are opened. */
export const FOOTPRINTS_KEPT = 100;
export const FOOTPRINT_PAGE_SIZE_MAX = 50;

/** updateUserFootPrint: the piece the member opened (its product page). */
export const FootprintUpdateBody = Type.Object({ mouldNo: MouldNo }, { additionalProperties: false });
export type FootprintUpdateBody = Static<typeof FootprintUpdateBody>;

/** Recorded (or moved to the top when the piece was already there); HTTP 404 for an unknown piece. */
export const FootprintDoneResponse = CodeEnvelope(Type.Null());

/** deleteUserAllFootPrint: no fields (the member is the token's); an absent body is the same. */
export const FootprintDeleteAllBody = Type.Optional(Type.Object({}, { additionalProperties: true }));

/** userFootPrint/list query: newest first, a bounded page. */
export const FootprintListQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: FOOTPRINT_PAGE_SIZE_MAX, default: 20 })),
  }),
]);

export const FootprintSchema = Type.Object(
  {
    /** ISO 8601: the last time the member opened the piece. */
    viewedAt: Type.String({ format: 'date-time' }),
    /** False for a piece taken off sale since it was opened: shown as 已下架, not for sale (issue #13). */
    isOnSale: Type.Boolean(),
    goods: GoodsCardSchema,
  },
  { $id: 'Footprint', additionalProperties: false },
);
export type Footprint = Static<typeof FootprintSchema>;

/** `total` counts the member's footprints (off-sale pieces included); `list` is the page, newest first. */
export const FootprintListResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer({ minimum: 0 }), list: Type.Array(FootprintSchema) },
    { additionalProperties: false },
  ),
);
export type FootprintList = Static<typeof FootprintListResponse>['data'];
