import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery } from '../envelope';
import { AttributeKey, CategoryObjectSchema, MouldNo } from '../goods';

// The trade snapshot (交易快照) (issue #12; spec §2 route snapshot): the product as it was sold on one
// line of an order (title, subtitles, description, pictures, category object, attribute, unit price
// paid), written with the order line when the order was made and never read from today's goods. The
// page is public in spec §2, the data is the buyer's: another buyer's order answers 404.

/** GET order/snapshot?orderNo&goodsId[&attribute]: the line of that piece (the first, unless the attribute picks one). */
export const SnapshotQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    orderNo: Type.String({ minLength: 1, maxLength: 40 }),
    goodsId: Id,
    attribute: Type.Optional(AttributeKey),
  }),
]);
export type SnapshotQuery = Static<typeof SnapshotQuery>;

export const TradeSnapshotSchema = Type.Object(
  {
    orderNo: Type.String(),
    /** When the order was made: the moment the snapshot shows. */
    orderedAt: Type.String({ format: 'date-time' }),
    goodsId: Id,
    mouldNo: MouldNo,
    title: Type.String(),
    newTitle: Type.String(),
    titleInfo: Type.String(),
    brandName: Type.String(),
    seriesName: Type.String(),
    /** Sanitised HTML of the description as it read then. */
    descriptionHtml: Type.String(),
    images: Type.Array(
      Type.Object(
        { src: Type.String(), kind: Type.Union([Type.Literal('main'), Type.Literal('detail')]) },
        { additionalProperties: false },
      ),
    ),
    productTypeID: Type.Integer(),
    productGroupID: Type.Integer(),
    category: CategoryObjectSchema,
    attribute: AttributeKey,
    unitPriceFen: Type.Integer(),
    buyNum: Type.Integer(),
  },
  { $id: 'TradeSnapshot', additionalProperties: false },
);
export type TradeSnapshot = Static<typeof TradeSnapshotSchema>;
export const TradeSnapshotResponse = CodeEnvelope(TradeSnapshotSchema);
