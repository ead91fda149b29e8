import { Type, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';

/**
 * A schema of exactly these values (`Type.Union` of their literals). Marked free of side effects,
 * as TypeBox's builders are (apps/mall/vite.config.ts): written inline, the `.map` over the values
 * counted as a side effect, and one unused schema kept all of TypeBox in the mall's bundle (10 KB br
 * on /goods and /royalty/goods, issue #16).
 */
export const literalUnion = /* @__NO_SIDE_EFFECTS__ */ <T extends string | number>(
  values: readonly T[],
  options?: Parameters<typeof Type.Union>[1],
) => Type.Union(values.map((value) => Type.Literal(value)) as TLiteral<T>[], options);

/**
 * Response envelopes. Spec §7 calls answer in one of three styles, and each call keeps the one the
 * spec gives it: `code`/`msg`/`data` (most), `retcode`/`msg`/`data` (cart details, banned words),
 * and `resultCode`/`resultMessage`/`data` (clause batch). Marked free of side effects, like TypeBox's
 * own builders (apps/mall/vite.config.ts): the mall's bundle leaves the unused schemas behind.
 */
export const CodeEnvelope = /* @__NO_SIDE_EFFECTS__ */ <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data }, { additionalProperties: false });

export const RetcodeEnvelope = /* @__NO_SIDE_EFFECTS__ */ <T extends TSchema>(data: T) =>
  Type.Object({ retcode: Type.Integer(), msg: Type.String(), data }, { additionalProperties: false });

export const ResultEnvelope = /* @__NO_SIDE_EFFECTS__ */ <T extends TSchema>(data: T) =>
  Type.Object({ resultCode: Type.String(), resultMessage: Type.String(), data }, { additionalProperties: false });

/** Every rejection: an HTTP 4xx/5xx with a message a shopper can read (issue #3). */
export const ErrorBody = Type.Object(
  { code: Type.Integer(), msg: Type.String() },
  { $id: 'ErrorBody', additionalProperties: true },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** spec §7: every request carries a `timestamp` query; unknown query keys are ignored. */
export const TimestampQuery = Type.Object({ timestamp: Type.Optional(Type.String({ maxLength: 20 })) });

/** Success codes of the envelopes. */
export const OK = 200;

/** A database id: a positive 32-bit integer (PostgreSQL `integer`); larger values are refused, not overflowed. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The static shape of a `CodeEnvelope` answer, for clients that import types only. */
export type CodeEnvelopeOf<T> = { code: number; msg: string; data: T };
