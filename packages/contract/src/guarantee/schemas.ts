import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery, literalUnion } from '../envelope';
import { CERT_LENGTH, categoryLineKeys, guaranteeMaterials } from '../rules/guarantee';

// Electronic guarantees (电子保单) and commodity verification (商品验证), issue #14 items 2 and 3.
// The spec lists the routes (§2 /electronicGuarantee behind login, /commodityVerification public)
// and leaves the calls "not shown"; designed on the common2 server in the style of spec §7 (DESIGN.md
// §4). A guarantee is the token's member's own (another's certificate answers 404); verification is
// public and shows a piece's public facts only (never the buyer, the sale masked to the month).

const IsoTime = Type.String({ format: 'date-time' });

export const GuaranteeMaterialSchema = literalUnion(guaranteeMaterials);

/** One line of a piece's facts, spec §9 category lines (weight, gold weight, clarity, colour, carat, …). */
const FactLine = Type.Object(
  {
    key: literalUnion(categoryLineKeys),
    value: Type.String(),
  },
  { additionalProperties: false },
);

/** A guarantee as its owner's list shows it. */
export const GuaranteeSummarySchema = Type.Object(
  {
    certNo: Type.String(),
    title: Type.String(),
    thumb: Type.String(),
    mouldNo: Type.String(),
    material: GuaranteeMaterialSchema,
    orderNo: Type.String(),
    /** Which of the line's pieces (1 … of `pieceCount`). */
    pieceNo: Type.Integer({ minimum: 1 }),
    pieceCount: Type.Integer({ minimum: 1 }),
    soldAt: IsoTime,
    issuedAt: IsoTime,
    /** When a refund took the piece back: the certificate is void (已作废) from then on. */
    voidedAt: Type.Union([IsoTime, Type.Null()]),
  },
  { $id: 'GuaranteeSummary', additionalProperties: false },
);
export type GuaranteeSummary = Static<typeof GuaranteeSummarySchema>;

/** The certificate: every fact printed on it. */
export const GuaranteeSchema = Type.Composite(
  [
    GuaranteeSummarySchema,
    Type.Object({
      /** Fineness mark (Au999, Au750, Pt950, Au9999); '' for jade and pearls. */
      purity: Type.String(),
      /** The option sold (ring size, chain length), '' for one-size pieces. */
      attribute: Type.String(),
      facts: Type.Array(FactLine),
      inspectionBody: Type.String(),
      promise: Type.Object(
        {
          freeCleaning: Type.Literal(true),
          /** The last day (YYYY-MM-DD) a ring is resized free of charge; null for other pieces. */
          resizeFreeUntil: Type.Union([Type.Null(), Type.String()]),
        },
        { additionalProperties: false },
      ),
    }),
  ],
  { $id: 'Guarantee', additionalProperties: false },
);
export type Guarantee = Static<typeof GuaranteeSchema>;

/** GET the member's guarantees, newest sale first, a page at a time. */
export const GuaranteeListQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
]);
export const GuaranteeListResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer({ minimum: 0 }), list: Type.Array(GuaranteeSummarySchema) },
    { additionalProperties: false },
  ),
);
export type GuaranteeList = Static<typeof GuaranteeListResponse>['data'];

/** GET one of the member's guarantees by its number (another member's answers 404). */
export const GuaranteeDetailQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ certNo: Type.String({ minLength: 1, maxLength: 64 }) }),
]);
export const GuaranteeDetailResponse = CodeEnvelope(GuaranteeSchema);

/**
 * POST a look-up (public). The captcha pass is needed after the address's first three look-ups in
 * the hour (the answer says `captchaRequired`); the address is refused (429) past the hourly limit.
 */
export const VerificationBody = Type.Object(
  {
    certNo: Type.String({ maxLength: 64 }),
    captchaId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    lotNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    captchaOutput: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    passToken: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    genTime: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type VerificationBody = Static<typeof VerificationBody>;

/** What the public may see of a genuine piece. */
export const VerifiedPieceSchema = Type.Object(
  {
    certNo: Type.String({ minLength: CERT_LENGTH, maxLength: CERT_LENGTH }),
    title: Type.String(),
    thumb: Type.String(),
    mouldNo: Type.String(),
    material: GuaranteeMaterialSchema,
    purity: Type.String(),
    facts: Type.Array(FactLine),
    inspectionBody: Type.String(),
    /** YYYY-MM, China time: the day is not shown. */
    soldMonth: Type.String(),
  },
  { $id: 'VerifiedPiece', additionalProperties: false },
);
export type VerifiedPiece = Static<typeof VerifiedPieceSchema>;

/**
 * The look-up's answer: the piece, no such certificate, a number that cannot be one (told without a
 * database read), a captcha pass needed first, or a certificate made void by a refund (the piece went
 * back to the house: no facts are shown, issue #14).
 */
export const VerificationResponse = CodeEnvelope(
  Type.Union([
    Type.Object({ result: Type.Literal('found'), piece: VerifiedPieceSchema }, { additionalProperties: false }),
    Type.Object(
      { result: literalUnion(['notFound', 'malformed', 'captchaRequired', 'voided'] as const) },
      { additionalProperties: false },
    ),
  ]),
);
export type VerificationAnswer = Static<typeof VerificationResponse>['data'];
