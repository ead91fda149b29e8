import { Type } from '@sinclair/typebox';
import { CallerFields, CommentGoodsResponse, MouldNo } from './schemas';
import { ProductTypesResponse, SEARCH_KEYWORD_MAX } from './search';

// The legacy `/{product}_Goods_API.ashx?action=…` endpoint (spec §7 "Goods", "Search"): one route
// whose `action` query picks the call. The server registers it once (`goodsCalls.goodsApi`); the
// browser calls each action as its own entry (`goodsApiActions`), its action fixed and its answer
// its own.

/** The route's body: the fields of whichever action the query names. */
export const GoodsApiBody = Type.Object(
  {
    mouldNo: Type.Optional(MouldNo),
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    keyword: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
    ...CallerFields,
  },
  { additionalProperties: true },
);

/** action=commentgoods: the comments of a piece. */
export const CommentGoodsQuery = Type.Object({ action: Type.Literal('commentgoods') });
/** action=GetProductTypes: the category filter with counts. */
export const ProductTypesQuery = Type.Object({ action: Type.Literal('GetProductTypes') });
/** action=GetProductStyles: the style filter with counts. */
export const ProductStylesQuery = Type.Object({ action: Type.Literal('GetProductStyles') });

/** The route's answer: the comments (commentgoods) or a filter's options (GetProductTypes, GetProductStyles). */
export const GoodsApiResponse = Type.Union([CommentGoodsResponse, ProductTypesResponse]);
