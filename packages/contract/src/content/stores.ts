import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery } from '../envelope';

// The official stores page (/onlineOfficialStore, spec §2). Spec §7 does not show its call: designed
// by us in its style (DESIGN.md §4).

/** `online`: the house's official shops on other platforms; `offline`: its own boutiques. */
export const StoreChannel = Type.Union([Type.Literal('online'), Type.Literal('offline')], { examples: ['offline'] });
export type StoreChannel = Static<typeof StoreChannel>;

/** storeList query: optionally one channel and one area (a city for boutiques, a platform online). */
export const StoreListQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    channel: Type.Optional(StoreChannel),
    /** '' (or absent) means every area. No control characters. */
    area: Type.Optional(Type.String({ maxLength: 30, pattern: '^[^\\u0000-\\u001f\\u007f]*$', examples: ['上海'] })),
  }),
]);
export type StoreListQuery = Static<typeof StoreListQuery>;

export const OfficialStoreSchema = Type.Object(
  {
    id: Type.Integer(),
    channel: StoreChannel,
    name: Type.String(),
    /** The city of a boutique, or the platform of an online shop. */
    area: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    hours: Type.String(),
    /** An online shop's address on the web (https only); '' for boutiques. */
    url: Type.String(),
  },
  { $id: 'OfficialStore', additionalProperties: false },
);
export type OfficialStore = Static<typeof OfficialStoreSchema>;

/** `areas` lists every area of the asked channel (for the city filter), whatever `area` narrowed `list` to. */
export const StoreListResponse = CodeEnvelope(
  Type.Object(
    { areas: Type.Array(Type.String()), list: Type.Array(OfficialStoreSchema) },
    { additionalProperties: false },
  ),
);
export type StoreList = Static<typeof StoreListResponse>['data'];
